#!/usr/bin/env python3
"""Checks the shape of the workspace's code: the limits ARCHITECTURE.md states.

For every crate's `src/` (or the crates named on the command line):

* no file over 600 lines;
* no function over 80 lines (from its `fn` line to its closing brace, blank lines and
  comments included, test functions too);
* no import circle between sibling modules: for each module, its child modules form a
  graph with an edge a -> b when code anywhere under a names anything under b (through
  `crate::`, `super::`, `self::` or a root-level path, re-exports followed to where the
  item is defined). A strongly connected set of two or more siblings is a circle. A child
  naming its parent (the usual `use super::Thing`) is not an edge between siblings.

Paths are followed the way the compiler resolves them, as far as a text reader can: through
every `use` of a module, private ones too (a child's `use super::Thing` names what its
parent imported, so the edge goes to where `Thing` is defined); a glob (`use super::*`)
stands for the names the module's code uses out of it, each followed to where it is
defined; an inline module (`mod tests { ... }`) is a module of its own, so `super::`
inside it names the file's module. A crate with both `lib.rs` and `main.rs` has two roots:
each is measured with the modules it declares, and `main.rs` never takes the library's
place.

Prints every breach and exits 1 if there is one, 0 otherwise. `--quiet` prints only breaches.
The tokenizer understands comments, strings, raw strings, chars and lifetimes, which is all
a brace counter needs; it does not expand macros.
"""

import os
import re
import sys
from collections import defaultdict

MAX_FILE_LINES = 600
MAX_FN_LINES = 80
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def strip(text):
    """The text with comments blanked out and string/char contents replaced by spaces.

    Newlines are kept, so line numbers stay true; code and delimiters stay in place."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and not _ident_char(text, i - 1):
            m = re.match(r'r(#*)"', text[i:])
            hashes = m.group(1)
            end = text.find('"' + hashes, i + len(m.group(0)))
            end = n if end < 0 else end + 1 + len(hashes)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:end - 1]) + '"')
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j]) + '"')
            i = j + 1
        elif c == "'":
            # A char literal ('x', '\n', '\u{1F}') or a lifetime ('a).
            if i + 1 < n and text[i + 1] == "\\":
                j = text.find("'", i + 2)
                out.append("' '" + " " * (j - i - 2))
                i = j + 1
            elif i + 2 < n and text[i + 2] == "'":
                out.append("' '")
                i += 3
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _ident_char(text, i):
    return i >= 0 and (text[i].isalnum() or text[i] == "_")


FN_RE = re.compile(r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)")


def long_functions(code):
    """(name, first line, length) of each function body longer than the limit."""
    found = []
    for m in FN_RE.finditer(code):
        # The body starts at the first `{` after the signature, unless a `;` comes first
        # (a trait method without a body).
        k = m.end()
        depth_paren = 0
        while k < len(code):
            ch = code[k]
            if ch in "([":
                depth_paren += 1
            elif ch in ")]":
                depth_paren -= 1
            elif ch == ";" and depth_paren == 0:
                k = -1
                break
            elif ch == "{" and depth_paren == 0:
                break
            k += 1
        if k < 0 or k >= len(code):
            continue
        depth, j = 0, k
        while j < len(code):
            if code[j] == "{":
                depth += 1
            elif code[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        first = code.count("\n", 0, m.start()) + 1
        last = code.count("\n", 0, j) + 1
        if last - first + 1 > MAX_FN_LINES:
            found.append((m.group(1), first, last - first + 1))
    return found


INLINE_MOD_RE = re.compile(r"\bmod\s+([A-Za-z_]\w*)\s*\{")
FILE_MOD_RE = re.compile(r"\bmod\s+([A-Za-z_]\w*)\s*;")


def closing_brace(code, open_at):
    """The index of the `}` that closes the `{` at `open_at`."""
    depth = 0
    for j in range(open_at, len(code)):
        if code[j] == "{":
            depth += 1
        elif code[j] == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def split_inline(code):
    """The code with the bodies of its inline modules blanked out (newlines kept), and
    each inline module as (name, its own code), nested ones inside their parent's code."""
    outer, inline, at = [], [], 0
    while True:
        m = INLINE_MOD_RE.search(code, at)
        if m is None:
            break
        open_at = m.end() - 1
        close = closing_brace(code, open_at)
        body = code[open_at + 1:close]
        outer.append(code[at:open_at + 1])
        outer.append(re.sub(r"[^\n]", " ", body))
        inline.append((m.group(1), body))
        at = close
    outer.append(code[at:])
    return "".join(outer), inline


class Crate:
    """The module tree of one crate root (`lib.rs` or `main.rs`) and the files it declares."""

    def __init__(self, src, root):
        self.src = src
        self.files = {}  # module path (tuple) -> stripped code of that module alone
        self.paths = {}  # module path -> file path
        self.whole = {}  # module path of a file -> its whole stripped code
        self.load((), os.path.join(src, root), src)
        self.defs = defaultdict(set)
        self.reexports = defaultdict(dict)  # module -> name -> absolute path (every `use`)
        self.globs = defaultdict(list)  # module -> [absolute module path]
        for module, code in self.files.items():
            for m in re.finditer(
                r"\b(?:struct|enum|fn|trait|type|const|static|union|mod)\s+([A-Za-z_]\w*)", code
            ):
                self.defs[module].add(m.group(1))
            for m in re.finditer(r"\bmacro_rules!\s*([A-Za-z_]\w*)", code):
                self.defs[()].add(m.group(1))
            # Private imports too: a child's `super::Thing` may name what its parent imported.
            for m in re.finditer(r"\buse\s+([^;]+);", code):
                for path, alias in expand_use(m.group(1)):
                    absolute = self.absolute(module, path)
                    if absolute is None:
                        continue
                    if path[-1] == "*":
                        self.globs[module].append(tuple(absolute[:-1]))
                    elif alias and alias != "_" and alias not in self.defs[module]:
                        self.reexports[module][alias] = tuple(absolute)

    def load(self, module, path, directory):
        """Reads the file of `module` at `path` (its children's files under `directory`),
        then the files of the modules it declares."""
        if module in self.files or not os.path.isfile(path):
            return
        with open(path, encoding="utf-8") as f:
            code = strip(f.read())
        self.whole[module] = code
        self.paths[module] = path
        self.add_module(module, code, path)
        for m in FILE_MOD_RE.finditer(split_inline(code)[0]):
            name = m.group(1)
            for candidate in (
                os.path.join(directory, name + ".rs"),
                os.path.join(directory, name, "mod.rs"),
            ):
                if os.path.isfile(candidate):
                    self.load(module + (name,), candidate, os.path.join(directory, name))
                    break

    def add_module(self, module, code, path):
        """Registers `module`'s own code and, as modules of their own, its inline modules."""
        outer, inline = split_inline(code)
        self.files[module] = outer
        self.paths.setdefault(module, path)
        for name, body in inline:
            self.add_module(module + (name,), body, path)

    def is_module(self, path):
        return tuple(path) in self.files

    def absolute(self, module, path):
        """The absolute path (from the crate root) a path written in `module` names, or
        None when it names another crate."""
        path = list(path)
        if not path:
            return None
        if path[0] == "crate":
            return path[1:]
        if path[0] == "self":
            return list(module) + path[1:]
        if path[0] == "super":
            base = list(module)
            while path and path[0] == "super":
                base = base[:-1]
                path = path[1:]
            return base + path
        # A plain path names a child module of the current module (or, at the root, a
        # top-level module); anything else is another crate or a local item.
        if self.is_module(tuple(module) + (path[0],)):
            return list(module) + path
        return None

    def target(self, path, seen=0):
        """The module where the item an absolute path names is defined."""
        path = tuple(path)
        # The longest prefix that is a module.
        k = len(path)
        while k > 0 and not self.is_module(path[:k]):
            k -= 1
        module = path[:k]
        rest = path[k:]
        if not rest or seen > 8:
            return module
        name = rest[0]
        if name in self.defs[module]:
            return module
        if name in self.reexports[module]:
            return self.target(self.reexports[module][name] + rest[1:], seen + 1)
        for glob in self.globs[module]:
            found = self.target(glob + rest, seen + 1)
            if found != glob or name in self.defs[glob]:
                return found
        return module

    def names_in(self, module):
        """The names an item of `module` can be reached by: its own and its imports."""
        return self.defs[module] | set(self.reexports[module])

    def references(self, module):
        """The modules that code in `module` names (its inline modules apart)."""
        code = self.files[module]
        out = set()
        words = None
        for m in re.finditer(r"\buse\s+([^;]+);", code):
            for path, _ in expand_use(m.group(1)):
                glob = path[-1] == "*"
                absolute = self.absolute(module, path[:-1] if glob else path)
                if absolute is None:
                    continue
                if not glob:
                    out.add(self.target(absolute))
                    continue
                # A glob stands for the names the code uses out of it, each where it is defined.
                if words is None:
                    words = set(re.findall(r"\b[A-Za-z_]\w*\b", code))
                for name in sorted(words & self.names_in(tuple(absolute))):
                    out.add(self.target(list(absolute) + [name]))
        for m in re.finditer(r"(?<![\w:])((?:crate|super|self)(?:::[A-Za-z_]\w*)+)", code):
            absolute = self.absolute(module, m.group(1).split("::"))
            if absolute is not None:
                out.add(self.target(absolute))
        return out


def expand_use(tree):
    """The (path, alias) pairs of a use tree such as `a::{b, c::d as e, f::*}`."""
    tree = re.sub(r"\s+", " ", tree).strip()
    tree = re.sub(r"\s*(::|\{|\}|,)\s*", r"\1", tree)
    results = []

    def walk(prefix, text):
        parts, depth, cur = [], 0, ""
        for ch in text:
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        parts.append(cur)
        for part in filter(None, parts):
            brace = part.find("{")
            if brace >= 0 and part.endswith("}"):
                head = [p for p in part[:brace].split("::") if p]
                walk(prefix + head, part[brace + 1:-1])
                continue
            alias = None
            if " as " in part:
                part, alias = part.split(" as ", 1)
            segs = [p for p in part.split("::") if p]
            if segs and segs[-1] == "self":
                segs = segs[:-1]
            if not segs and not prefix:
                continue
            path = prefix + segs
            results.append((path, alias or (path[-1] if path else "")))

    walk([], tree)
    return results


def sibling_circles(crate):
    """Each set of sibling modules that name each other in a circle."""
    children = defaultdict(set)
    for module in crate.files:
        if module:
            children[module[:-1]].add(module[-1])
    circles = []
    for parent, kids in sorted(children.items()):
        depth = len(parent)
        edges = defaultdict(set)
        for module in crate.files:
            if len(module) <= depth or module[:depth] != parent:
                continue
            source = module[depth]
            for target in crate.references(module):
                if len(target) > depth and target[:depth] == parent and target[depth] != source:
                    edges[source].add(target[depth])
        for component in strongly_connected(sorted(kids), edges):
            if len(component) > 1:
                circles.append((parent, sorted(component), edges))
    return circles


def strongly_connected(nodes, edges):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(comp)

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return out


def crates(names):
    if names:
        return names
    found = []
    for name in sorted(os.listdir(ROOT)):
        if os.path.isfile(os.path.join(ROOT, name, "Cargo.toml")) and os.path.isdir(
            os.path.join(ROOT, name, "src")
        ):
            found.append(name)
    return found


def roots(src):
    """The crate roots in `src`: the library's and the binary's, each measured."""
    return [r for r in ("lib.rs", "main.rs") if os.path.isfile(os.path.join(src, r))]


def main(argv):
    quiet = "--quiet" in argv
    names = [a for a in argv if not a.startswith("--")]
    breaches = 0
    for name in crates(names):
        src = os.path.join(ROOT, name, "src")
        measured = set()
        for root in roots(src):
            crate = Crate(src, root)
            for module in sorted(crate.whole):
                full = crate.paths[module]
                if full in measured:
                    continue
                measured.add(full)
                path = os.path.relpath(full, ROOT)
                with open(full, encoding="utf-8") as f:
                    lines = f.read().count("\n")
                if lines > MAX_FILE_LINES:
                    print(f"{path}: {lines} lines (limit {MAX_FILE_LINES})")
                    breaches += 1
                for fn, first, length in long_functions(crate.whole[module]):
                    print(f"{path}:{first}: fn {fn} is {length} lines (limit {MAX_FN_LINES})")
                    breaches += 1
            for parent, component, edges in sibling_circles(crate):
                where = "::".join((name,) + parent) or name
                if root == "main.rs":
                    where += " (main.rs)"
                links = ", ".join(
                    f"{a} -> {b}" for a in component for b in sorted(edges[a]) if b in component
                )
                print(f"{where}: import circle between {', '.join(component)} ({links})")
                breaches += 1
    if not quiet:
        print(f"{breaches} breach(es)")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
