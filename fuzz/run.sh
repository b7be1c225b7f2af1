#!/usr/bin/env bash
# Runs one fuzz target for a while: `fuzz/run.sh TARGET [SECONDS]` (60 by default), in one
# process on one core, with its dictionary and the seeds of fuzz/seed.sh. An input that
# fails is written to fuzz/artifacts/TARGET/ and the script exits non-zero; libFuzzer's last
# status line gives the executions and the coverage (cov, ft).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: fuzz/run.sh TARGET [SECONDS]}
seconds=${2:-60}
# The target's own dictionary, or the PGN and SAN tokens that most inputs hold.
dict=fuzz/dict/$target.dict
[ -f "$dict" ] || dict=fuzz/dict/pgn.dict
[ -d "fuzz/corpus/$target" ] || fuzz/seed.sh
mkdir -p "fuzz/artifacts/$target"
# The app and the line mode run only safe code of hotseat's (its one unsafe block, in the
# PGN decoder, is pgn_read's to fuzz): AddressSanitizer finds nothing there and would make
# them several times slower.
sanitizer=address
case $target in app | plain) sanitizer=none ;; esac
cargo +nightly fuzz run --sanitizer "$sanitizer" --debug-assertions "$target" "fuzz/corpus/$target" -- \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -dict="$dict" \
    -artifact_prefix="fuzz/artifacts/$target/"
