"""Print the architecture's figures at a git revision, to compare before and after a change.

Why: "the window asks objects what they are", "``Any`` everywhere", "one
import cycle through the whole UI" are claims; these are the counts behind
them, measured the same way every time from the sources in git (no import,
no Qt, so any revision can be measured from any checkout):

- getattr/hasattr on objects: every ``getattr``/``hasattr`` call and every
  class's ``__getattr__`` in ``cardtable/`` whose first argument is not a
  module (``getattr(sys, "_MEIPASS")``, ``hasattr(socket, "SO_REUSEPORT")``,
  a package's lazy ``__getattr__`` ask a module or a platform, not an object
  what it is; they are listed apart);
- ``Any`` in annotations in ``cardtable/ui`` and ``cardtable/controller``
  (parameters, returns, annotated names; each ``Any`` once);
- Python files at the top of ``cardtable/ui/``;
- import cycles inside ``cardtable/ui/``, counting imports inside functions
  (not those under ``if TYPE_CHECKING:``, which never run): the modules in
  cycles and the largest cycle; and again counting the package
  ``__init__.py`` that importing a module of a package runs first;
- imports inside functions in ``cardtable/ui/`` without a comment saying
  why (on the line above or on the import's own lines): such an import is
  only for a module loaded late on purpose (a window opened later, printing,
  the network, the history database), never to dodge an import cycle;
- places that start a thread or an executor (``threading.Thread``,
  ``QThread``, ``ThreadPoolExecutor``/``ProcessPoolExecutor``, the asyncio
  default executor through ``run_in_executor(None, ...)`` or
  ``asyncio.to_thread``).

    python tools/architecture_figures.py [REVISION] [--list]   # default: HEAD; ".": the working tree
"""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from collections.abc import Iterator

MODULE_ROOTS = ("sys", "os", "errno", "socket", "QtGui", "QtCore", "QtWidgets", "QPalette", "Qt")
#: comments that are instructions to a tool, not a reason for a late import
TOOL_COMMENTS = ("noqa", "type:", "pragma", "fmt:", "isort:")
THREAD_MAKERS = {"Thread", "QThread", "ThreadPoolExecutor", "ProcessPoolExecutor"}


def files(revision: str) -> dict[str, str]:
    """Every ``cardtable/**.py`` at ``revision`` ("." : the working tree): path -> source."""
    if revision == ".":
        from pathlib import Path

        return {str(p): p.read_text(encoding="utf-8") for p in sorted(Path("cardtable").rglob("*.py"))}
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", revision, "cardtable"],
                           capture_output=True, text=True, check=True).stdout.split()
    out = {}
    for name in names:
        if name.endswith(".py"):
            out[name] = subprocess.run(["git", "show", f"{revision}:{name}"], capture_output=True,
                                       text=True, check=True).stdout
    return out


def _modules(tree: ast.Module) -> set[str]:
    """Names a module binds to other modules (``import x``, ``from a import b`` of a module-like name)."""
    bound = set(MODULE_ROOTS)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
    return bound


def _root(node: ast.expr) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
    if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("import_module"):
        return "importlib"  # getattr(importlib.import_module(...), name): a module
    return node.id if isinstance(node, ast.Name) else ""


def probes(path: str, source: str) -> Iterator[tuple[str, int, bool, str]]:
    """(path, line, on an object, text) of each getattr/hasattr call and ``__getattr__``."""
    tree = ast.parse(source)
    modules = _modules(tree)
    lines = source.splitlines()
    module_level = {id(node) for node in tree.body}  # a module's own ``__getattr__`` (lazy names) asks no object
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and node.args):
            on_object = _root(node.args[0]) not in modules
            yield path, node.lineno, on_object, lines[node.lineno - 1].strip()
        elif isinstance(node, ast.FunctionDef) and node.name == "__getattr__":
            yield path, node.lineno, id(node) not in module_level, lines[node.lineno - 1].strip()


def _annotations(tree: ast.Module) -> Iterator[ast.expr]:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                if arg is not None and arg.annotation is not None:
                    yield arg.annotation
            if node.returns is not None:
                yield node.returns
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation


def any_count(source: str) -> int:
    """``Any`` in the annotations of ``source`` (string annotations parsed too)."""
    count = 0
    for annotation in _annotations(ast.parse(source)):
        for node in ast.walk(annotation):
            if (isinstance(node, ast.Name) and node.id == "Any") or (
                    isinstance(node, ast.Attribute) and node.attr == "Any"):
                count += 1
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                try:
                    inner = ast.parse(node.value, mode="eval")
                except SyntaxError:
                    continue
                count += sum(1 for n in ast.walk(inner) if isinstance(n, ast.Name) and n.id == "Any")
    return count


def _type_checking_imports(tree: ast.Module) -> set[int]:
    """ids of the import nodes under ``if TYPE_CHECKING:``."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(n) for n in ast.walk(inner))
    return skipped


def _comments(source: str) -> dict[int, tuple[str, bool]]:
    """line -> (comment text without ``#``, alone on its line) of every comment."""
    found: dict[int, tuple[str, bool]] = {}
    lines = source.splitlines()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            found[row] = (token.string.lstrip("#").strip(), not lines[row - 1][:col].strip())
    return found


def _is_reason(text: str) -> bool:
    return bool(text) and not text.lower().startswith(TOOL_COMMENTS)


def inner_imports(path: str, source: str) -> Iterator[tuple[str, int, str, str]]:
    """(path, line, import, reason) of each import inside a function; the reason
    is the comment on the line above it or on its own lines, or that of the
    import right above it (one comment above a block of imports; "" when none)."""
    tree = ast.parse(source)
    skipped = _type_checking_imports(tree)
    comments = _comments(source)
    nodes = {id(node): node for function in ast.walk(tree)
             if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
             for node in ast.walk(function)  # an import in a nested function is met once
             if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in skipped}
    block_ends: dict[int, str] = {}  # last line of an import -> its reason
    for node in sorted(nodes.values(), key=lambda n: n.lineno):
        above = comments.get(node.lineno - 1, ("", False))
        own = [comments[row][0] for row in range(node.lineno, (node.end_lineno or node.lineno) + 1)
               if row in comments]
        reasons = [text for text in [above[0] if above[1] else "", *own] if _is_reason(text)]
        reason = reasons[0] if reasons else block_ends.get(node.lineno - 1, "")
        block_ends[node.end_lineno or node.lineno] = reason
        yield path, node.lineno, ast.unparse(node), reason


def unexplained_ui_imports(sources: dict[str, str], exempt: tuple[str, ...] = ()) -> list[tuple[str, int, str]]:
    """(path, line, import) of each import inside a function in ``cardtable/ui``
    that no comment explains, leaving out the files in ``exempt``."""
    return [(path, line, text) for name, source in sorted(sources.items())
            if name.startswith("cardtable/ui/") and name not in exempt
            for path, line, text, reason in inner_imports(name, source) if not reason]


def _module_name(path: str) -> str:
    name = path[:-3].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def ui_imports(sources: dict[str, str]) -> dict[str, set[str]]:
    """ui module -> the ui modules it imports when it runs (at the top or inside functions)."""
    known = {_module_name(p) for p in sources if p.startswith("cardtable/ui/")}
    graph: dict[str, set[str]] = {}
    for path, source in sources.items():
        if not path.startswith("cardtable/ui/"):
            continue
        me = _module_name(path)
        package = me if path.endswith("__init__.py") else me.rsplit(".", 1)[0]
        tree = ast.parse(source)
        skipped = _type_checking_imports(tree)
        out: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base = ".".join([*parts, base] if base else parts)
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for target in targets:
                while target and target not in known:
                    target = target.rsplit(".", 1)[0] if "." in target else ""
                if target and target != me:
                    out.add(target)
        graph[me] = out
    return graph


def with_packages(graph: dict[str, set[str]], sources: dict[str, str]) -> dict[str, set[str]]:
    """``graph`` plus the packages an import runs first: importing
    ``cardtable.ui.printing.sheet_texts`` runs ``cardtable/ui/printing/__init__.py``
    (and all it imports) before it. A module's own packages are left out
    (they are running already when it is imported)."""
    packages = {_module_name(p) for p in sources if p.startswith("cardtable/ui/") and p.endswith("__init__.py")}
    out: dict[str, set[str]] = {}
    for me, targets in graph.items():
        edges = set(targets)
        for target in targets:
            parts = target.split(".")
            for end in range(3, len(parts)):
                package = ".".join(parts[:end])
                if package in packages and not f"{me}.".startswith(f"{package}."):
                    edges.add(package)
        out[me] = edges
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    sys.setrecursionlimit(10000)

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def thread_starts(path: str, source: str) -> Iterator[tuple[str, int, str]]:
    """(path, line, what) of each place that makes a thread or an executor."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in THREAD_MAKERS:
            yield path, node.lineno, name
        elif name == "run_in_executor" and node.args and ast.unparse(node.args[0]) == "None":
            yield path, node.lineno, "run_in_executor(None)"
        elif name == "to_thread":
            yield path, node.lineno, "asyncio.to_thread"


#: modules that apply moves only to replay a record or a file, never to a game being played
REPLAYERS = ("cardtable/persistence/timeline.py", "cardtable/tutorial/lessons.py", "cardtable/net/saving.py")


def move_appliers(path: str, source: str) -> Iterator[tuple[str, int]]:
    """(path, line) of each call ``<...rules>.apply(...)`` that moves a game
    being played on: outside the engine, the computer players and the
    ``REPLAYERS``. One turn flow means one module: ``net/table.py``."""
    if not path.startswith("cardtable/") or path.startswith(("cardtable/engine/", "cardtable/ai/")) \
            or path in REPLAYERS:
        return
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "apply" \
                and ast.unparse(node.func.value).endswith("rules"):
            yield path, node.lineno


def main(argv: list[str]) -> None:
    listing = "--list" in argv
    revision = next((a for a in argv if not a.startswith("--")), "HEAD")
    sources = files(revision)
    found = [p for path, source in sorted(sources.items()) for p in probes(path, source)]
    on_objects = [p for p in found if p[2]]
    any_ui = sum(any_count(s) for p, s in sources.items() if p.startswith("cardtable/ui/"))
    any_controller = sum(any_count(s) for p, s in sources.items() if p.startswith("cardtable/controller/"))
    top = [p for p in sources if p.startswith("cardtable/ui/") and p.count("/") == 2]
    parts = cycles(ui_imports(sources))
    package_parts = cycles(with_packages(ui_imports(sources), sources))
    threads = [t for path, source in sorted(sources.items()) for t in thread_starts(path, source)]
    appliers = sorted({path for p, source in sources.items() for path, _ in move_appliers(p, source)})
    inner = [i for path, source in sorted(sources.items()) if path.startswith("cardtable/ui/")
             for i in inner_imports(path, source)]
    unexplained = unexplained_ui_imports(sources)
    print(f"revision: {revision}")
    print(f"getattr/hasattr/__getattr__ on objects in cardtable/: {len(on_objects)}"
          f" (and {len(found) - len(on_objects)} on modules)")
    print(f"Any in annotations: ui {any_ui} + controller {any_controller} = {any_ui + any_controller}")
    print(f"Python files at the top of ui/: {len(top)}")
    print(f"import cycles inside ui/: {len(parts)}, modules in them {sum(map(len, parts))},"
          f" largest {max(map(len, parts), default=0)}")
    print(f"import cycles inside ui/ counting the packages an import runs first: {len(package_parts)},"
          f" modules in them {sum(map(len, package_parts))}")
    print(f"imports inside functions in ui/ without a reason: {len(unexplained)} (of {len(inner)})")
    print(f"places that start a thread or an executor: {len(threads)}")
    print(f"modules that apply moves to a game being played (turn flows): {len(appliers)}"
          f" ({', '.join(appliers)})")
    if listing:
        print("\n# getattr/hasattr on objects")
        for path, line, _, text in on_objects:
            print(f"{path}:{line}: {text}")
        print("\n# on modules")
        for path, line, on_object, text in found:
            if not on_object:
                print(f"{path}:{line}: {text}")
        print("\n# import cycles")
        for part in parts:
            print(" ", ", ".join(part))
        print("\n# import cycles counting the packages an import runs first")
        for part in package_parts:
            print(" ", ", ".join(part))
        print("\n# imports inside functions in ui/ without a reason")
        for path, line, text in unexplained:
            print(f"{path}:{line}: {text}")
        print("\n# threads and executors")
        for path, line, what in threads:
            print(f"{path}:{line}: {what}")


if __name__ == "__main__":
    main(sys.argv[1:])
