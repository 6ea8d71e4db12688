#!/usr/bin/env bash
# Every example message in the docs is a real message. Each line of a code block in README.md, docs/*.md or
# levels/README.md that reads like `raycrypt --check` output (FILE:LINE:COL: error|warning: ..., or the summary
# FILE: N errors, M warnings) is run: `raycrypt --check FILE` on the fixture of that name in
# tests/fixtures/doc_messages/, from that folder so the paths read as in the docs, must print that very line.
# When a block gives a file's summary line, it gives all of that file's output: the two must be equal, in order.
# levels/ninja/09.json (a level one entity past the 2000 limit) is generated here rather than committed.
set -u
rc=$(realpath "$1"); root=$2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cp -r "$root/tests/fixtures/doc_messages/." "$tmp/"
python3 - "$tmp/levels/ninja/09.json" <<'PY'
import sys
# Lines 1-3: the header and the map; entity i on line 4 + i, at column 5.
rows = ['#' * 12] + ['#' + '.' * 10 + '#'] * 4 + ['#' * 12]
rows[1] = '#@........E#'
with open(sys.argv[1], 'w') as f:
    f.write('{"format": 1, "name": "Signposts", "mode": "ninja",\n')
    f.write(' "tiles": [' + ', '.join('"%s"' % r for r in rows) + '],\n')
    f.write(' "entities": [\n')
    n = 2001
    for i in range(n):
        f.write('    {"type": "sign", "x": 2, "y": 2, "text": "sign %d"}%s\n' % (i, ',' if i + 1 < n else ''))
    f.write(' ]}\n')
PY
pattern='^[^ :`]+\.(json|tmj):([0-9]+:[0-9]+: (error|warning): | [0-9]+ (error|warning))'
examples=$(for doc in "$root/README.md" "$root"/docs/*.md "$root/levels/README.md"; do
             awk '/^[[:space:]]*```/ { inblock = !inblock; next } inblock' "$doc"
           done | sed 's/^[[:space:]]*//' | grep -E "$pattern")
files=$(sed -E 's/^([^:]+):.*/\1/' <<<"$examples" | awk '!seen[$0]++')
nfiles=$(grep -c . <<<"$files")
[ "$nfiles" -ge 3 ] || { echo "expected example messages for at least 3 files in the docs, found $nfiles:"; echo "$examples"; exit 1; }
fail=0
while IFS= read -r file; do
  [ -f "$tmp/$file" ] || { echo "no fixture tests/fixtures/doc_messages/$file for the docs' example messages"; fail=1; continue; }
  out=$(cd "$tmp" && env -u DISPLAY "$rc" --check "$file" 2>&1 | grep -E "$pattern")
  documented=$(grep -F "$file:" <<<"$examples")
  if grep -qE "^[^:]+: [0-9]+ (error|warning)" <<<"$documented"; then
    if [ "$documented" != "$out" ]; then
      echo "the docs show this output of --check $file:"; echo "$documented"
      echo "but it prints:"; echo "$out"; fail=1
    fi
  else
    while IFS= read -r line; do
      grep -qxF -- "$line" <<<"$out" || { echo "the docs show \"$line\" but --check $file prints:"; echo "$out"; fail=1; }
    done <<<"$documented"
  fi
done <<<"$files"
[ "$fail" -eq 0 ] || exit 1
echo "ok: $(grep -c . <<<"$examples") example messages of $nfiles files are what --check prints"
