#!/usr/bin/env python3
"""Docs lint: the docs and the code's comments describe the game as it is.

usage: docs_lint.py [ROOT]      (ROOT defaults to the current directory)

Reads README.md, docs/**/*.md, levels/README.md and assets/README.md whole, and the comments of every source
file under engine/, game/ and tests/ (// and /* */ in C and C++; # in shell, Python and CMake; Python's
triple-quoted strings), except tests/fixtures/. It reports, one `file:line: message` each:
  - a phrase listed in docs_lint_phrases.txt (next to this script): words that narrate how the project was made;
  - a source path that does not exist: a name ending in .h .hpp .c .cpp .py .sh .cmake or .md, looked up as a
    path from ROOT, from the naming file's folder, as the tail of a path in the tree, or (a bare name) as any
    file's name; and a level or fixture path (levels/... or tests/... ending in .json .tmj .tmx .tsx) from ROOT.
    docs_lint_elsewhere.txt lists the names accepted without a file (other projects' files, examples).
Names with a placeholder (* < > $ { }) are not checked. Exit status: 0 clean, 1 findings, 2 bad usage.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PHRASES_FILE = os.path.join(HERE, "docs_lint_phrases.txt")
ELSEWHERE_FILE = os.path.join(HERE, "docs_lint_elsewhere.txt")
C_LIKE = (".h", ".hpp", ".c", ".cc", ".cpp")
HASH_LIKE = (".sh", ".py", ".cmake")
SKIP_DIRS = {".git", "fixtures"}
SOURCE_EXT = ("h", "hpp", "c", "cpp", "py", "sh", "cmake", "md")
DATA_EXT = ("json", "tmj", "tmx", "tsx")
PATH_TOKEN = re.compile(r"[\w./<>${}*+-]*[\w-]\.(?:%s)\b" % "|".join(SOURCE_EXT + DATA_EXT))


def config_lines(path):
    """The entries of a config file: its lines without blank lines, '#' comment lines and trailing '  # notes'."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = re.sub(r"\s+#.*$", "", line).strip()
            if line and not line.startswith("#"):
                yield line


def load_phrases(path):
    """The phrase patterns, compiled (case-insensitive)."""
    return [re.compile(line, re.IGNORECASE) for line in config_lines(path)]


def c_comments(text):
    """(line number, comment text) for each line of // and /* */ comments; strings and chars are skipped."""
    out = []
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append((line, text[i + 2:end]))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end
            for k, part in enumerate(text[i + 2:end].split("\n")):
                out.append((line + k, part))
            line += text.count("\n", i, end)
            i = end + 2
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delim = ")" + text[i + 2:open_paren] + '"'
            end = text.find(delim, open_paren)
            end = n if end < 0 else end + len(delim)
            line += text.count("\n", i, end)
            i = end
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return out


def hash_comments(text, python):
    """(line number, comment text) for # comments (and Python's triple-quoted strings)."""
    out = []
    in_doc = None
    for number, raw in enumerate(text.split("\n"), 1):
        if in_doc:
            end = raw.find(in_doc)
            out.append((number, raw if end < 0 else raw[:end]))
            if end >= 0:
                in_doc = None
            continue
        if number == 1 and raw.startswith("#!"):
            continue
        quote = None
        for k, c in enumerate(raw):
            if quote:
                if c == quote and raw[k - 1] != "\\":
                    quote = None
            elif python and raw.startswith(('"""', "'''"), k):
                delim = raw[k:k + 3]
                end = raw.find(delim, k + 3)
                if end < 0:
                    out.append((number, raw[k + 3:]))
                    in_doc = delim
                    break
                out.append((number, raw[k + 3:end]))
                break
            elif c in "\"'":
                quote = c
            elif c == "#" and (k == 0 or raw[k - 1] in " \t;(") and not raw.startswith("#!", k):
                out.append((number, raw[k + 1:]))
                break
    return out


def file_index(root):
    """Every file's path relative to root (slashes), and the set of their names."""
    paths = set()
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")]
        for f in files:
            paths.add(os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/"))
    return paths, {p.rsplit("/", 1)[-1] for p in paths}


def path_exists(token, naming_file, paths, names):
    """True when `token` names a file of the tree (see the module docstring for where it is looked up)."""
    token = token.rstrip(".")
    if token.startswith("./"):
        token = token[2:]
    if token in paths or "/" not in token and token in names:
        return True
    here = os.path.normpath(os.path.join(os.path.dirname(naming_file), token)).replace(os.sep, "/")
    if here in paths:
        return True
    return "/" in token and any(p.endswith("/" + token) for p in paths)


def checked_paths(text, elsewhere):
    """The path-like names in `text` that the lint checks (`elsewhere`: names accepted without a file)."""
    for m in PATH_TOKEN.finditer(text):
        token = m.group(0).lstrip("-")
        if any(c in token for c in "*<>${}+") or token.startswith(".") and not token.startswith(("./", "../")):
            continue
        if token in elsewhere or token.rsplit("/", 1)[-1] in elsewhere:
            continue
        ext = token.rsplit(".", 1)[-1]
        if ext in DATA_EXT and not token.startswith(("levels/", "tests/")):
            continue
        if "/" not in token and token[0].isupper() and ext in DATA_EXT + ("md",) and token != "README.md":
            continue
        yield token


def scanned_files(root):
    """(relative path, kind) of every file the lint reads: 'doc', 'c' or 'hash'/'py'."""
    docs = ["README.md", "levels/README.md", "assets/README.md"]
    for folder, dirs, files in os.walk(os.path.join(root, "docs")):
        dirs.sort()
        docs += [os.path.relpath(os.path.join(folder, f), root) for f in sorted(files) if f.endswith(".md")]
    for d in docs:
        if os.path.isfile(os.path.join(root, d)):
            yield d.replace(os.sep, "/"), "doc"
    for top in ("engine", "game", "tests"):
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
            for f in sorted(files):
                rel = os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/")
                if f.endswith(C_LIKE):
                    yield rel, "c"
                elif f.endswith(".py"):
                    yield rel, "py"
                elif f.endswith(HASH_LIKE) or f == "CMakeLists.txt":
                    yield rel, "hash"


def lint(root):
    """All findings under root, as `file:line: message` strings."""
    phrases = load_phrases(PHRASES_FILE)
    elsewhere = set(config_lines(ELSEWHERE_FILE))
    paths, names = file_index(root)
    findings = []
    for rel, kind in scanned_files(root):
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            text = f.read()
        if kind == "doc":
            lines = list(enumerate(text.split("\n"), 1))
        elif kind == "c":
            lines = c_comments(text)
        else:
            lines = hash_comments(text, kind == "py")
        for number, line in lines:
            for p in phrases:
                m = p.search(line)
                if m:
                    findings.append(f"{rel}:{number}: narrates how the project was made: '{m.group(0)}' "
                                    "(describe the game as it is)")
            for token in dict.fromkeys(checked_paths(line, elsewhere)):
                if not path_exists(token, rel, paths, names):
                    findings.append(f"{rel}:{number}: names '{token}', which does not exist")
    return findings


def main(argv):
    if len(argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = argv[1] if len(argv) == 2 else "."
    if not os.path.isdir(root):
        print(f"docs_lint: {root} is not a folder", file=sys.stderr)
        return 2
    findings = lint(root)
    for f in findings:
        print(f)
    if findings:
        print(f"docs lint: {len(findings)} finding(s)")
        return 1
    print("docs lint ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
