#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| hotseat_fuzz::plain::check(data));
