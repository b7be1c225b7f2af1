#!/usr/bin/env bash
# Lays out the seed corpora of the fuzz targets in fuzz/corpus/TARGET/ (not kept in git) from
# the test data in tests/data/ and the inputs committed under fuzz/regressions/: the FENs of
# the perft suites, each game of the PGN corpora on its own, and a few examples of each other
# input. Run from anywhere; safe to run again (it adds, and keeps what the fuzzer found).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=fuzz/corpus
mkdir -p "$corpus"/{app,config,fen,pgn_game,pgn_read,plain,san,time_control}

# Inputs are named by their content's hash, as libFuzzer names them.
put() { # TARGET, then the input on standard input
    local file
    file=$(mktemp)
    cat > "$file"
    mv "$file" "$corpus/$1/$(sha1sum < "$file" | cut -c1-40)"
}

# FEN: every position of the perft suites.
grep -hv '^#' tests/data/perft/*.epd | cut -d';' -f1 | sed 's/ *$//' | while read -r fen; do
    printf '%s' "$fen" | put fen
done

# PGN: each game of the corpora on its own. The reader's target takes two bytes first: what
# the visitor does, and the sizes of the reads.
python3 - "$corpus" tests/data/pgn/*.pgn <<'PY'
import hashlib, os, re, sys
corpus, files = sys.argv[1], sys.argv[2:]
def put(target, data):
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(corpus, target, name), 'wb') as f:
        f.write(data)
for path in files:
    text = open(path, 'rb').read()
    games = re.split(rb'\n(?=\[Event )', text)
    for i, game in enumerate(games):
        put('pgn_game', game)
        put('pgn_read', bytes([i % 256, (i * 37) % 256]) + game)
PY

# SAN: the first byte chooses the position (see fuzz/checks/san.rs).
i=0
for text in e4 exd5 'exd6 e.p.' Nf3 Nbd7 Ng1f3 Ng1-f3 e2e4 e2-e4 e7e8q e8=Q O-O O-O-O 0-0 o-o \
            Kxh8 Qh4# Raxd1+ Кр Фd1 Лe1 Сc4 Кf3 ♘f3 ♕h5 у4 е5 bxa8=N axb8Q cxd6 Ne Q R+; do
    for position in 0 1 2 3 4 5 6 7 8 9 10 11; do
        { printf "\\x$(printf %02x $(( (position + 12 * (i % 4)) )))"; printf '%s' "$text"; } | put san
    done
    i=$((i + 1))
done

# Time controls, as players and PGN tags write them.
for control in none 5 5+3 3+2 15d5 15b5 '40/90+30,30+30' 90+30 '40/5400+30:1800+30' 300+3 \
               900d5 900b5 - '?' '*180' 0+1 '1:30' 120 '2h' '40/2h,1h' 10s; do
    printf '%s' "$control" | put time_control
done

# Config files.
printf 'white = "Anna"\nblack = "Boris"\ntime = "5+3"\n' | put config
printf 'draw_rules = "fide"\ntheme = "blue"\nascii = true\nflip = "auto"\nlang = "ru"\nmouse = false\n' | put config
printf '# defaults\ntime = "40/90+30,30+30"\n[extra]\nx = 1\n' | put config
printf "white = 'Анна'\ntheme = \"\"\"green\"\"\"\n" | put config

# The app and the line mode: the first byte chooses the settings, each later one or two a
# step (see fuzz/checks/app.rs and plain.rs): a few short games to start from.
for first in 0 65 130 195; do
    printf "\\x$(printf %02x $first)\\x07\\x0a\\x00\\x0a\\x01\\x0a\\x02\\x13\\x50\\x28\\x0f" | put app
    printf "\\x$(printf %02x $first)\\x03\\x00\\x03\\x01\\x03\\x02\\x00\\x09\\x03\\x15" | put plain
done

# Every committed regression.
for dir in fuzz/regressions/*/; do
    target=$(basename "$dir")
    for file in "$dir"*; do
        [ -f "$file" ] && put "$target" < "$file"
    done
done
echo "seeded $(find "$corpus" -type f | wc -l) inputs in $corpus"
