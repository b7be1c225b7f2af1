#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| hotseat_fuzz::app::check(data));
