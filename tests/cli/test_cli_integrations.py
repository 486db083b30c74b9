"""The pre-commit hook and the composite GitHub Action of the repository: their YAML is parsed and
the commands they run are executed here, as pre-commit and the Actions runner would run them.
(PyYAML is a test-only dependency: the `test` extra.)"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML (the `test` extra) parses the hook and action")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUG = "int t[4];\nint main(void) {\n    t[4] = 1;\n    return 0;\n}\n"
CLEAN = "int t[4];\nint main(void) {\n    t[3] = 1;\n    return 0;\n}\n"


def absint_env() -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return env


def command(entry: str) -> list:
    """`absint ...` as pre-commit runs it: the installed console script (what the hook's
    environment has), else the module."""
    argv = shlex.split(entry)
    if argv[0] == "absint" and shutil.which("absint") is None:
        argv = [sys.executable, "-m", "absint"] + argv[1:]
    return argv


@pytest.fixture
def hook():
    with open(os.path.join(ROOT, ".pre-commit-hooks.yaml"), encoding="utf-8") as f:
        hooks = yaml.safe_load(f)
    [hook] = [h for h in hooks if h["id"] == "absint"]
    return hook


def test_pre_commit_hook_definition(hook):
    assert hook["language"] == "python" and hook["entry"].split()[:2] == ["absint", "check"]
    files = re.compile(hook["files"])
    assert files.search("src/a.c") and not files.search("src/a.h") and not files.search("a.cc")


def test_pre_commit_hook_runs_on_the_staged_files(hook, tmp_path):
    (tmp_path / "bug.c").write_text(BUG)
    (tmp_path / "clean.c").write_text(CLEAN)
    (tmp_path / "pyproject.toml").write_text('[tool.absint]\nexclude = ["vendor"]\n')
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "bug.c").write_text(BUG)
    argv = command(hook["entry"]) + hook.get("args", [])
    files = re.compile(hook["files"])
    staged = [f for f in ("clean.c", "vendor/bug.c", "notes.txt") if files.search(f)]
    result = subprocess.run(argv + staged, cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env=absint_env())
    assert result.returncode == 0, result.stdout + result.stderr    # vendor/ is excluded
    result = subprocess.run(argv + ["bug.c"], cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env=absint_env())
    assert result.returncode == 1 and "bug.c:3:5: error:" in result.stdout


def test_pre_commit_hook_with_a_compilation_database(hook, tmp_path):
    """args: [-p, build]: the staged files select the database's units (their flags from it)."""
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "size.h").write_text("#define SIZE 4\n")
    (tmp_path / "bug.c").write_text('#include "size.h"\n' + BUG.replace("t[4]", "t[SIZE]", 1))
    (tmp_path / "clean.c").write_text('#include "size.h"\n' + CLEAN)
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "compile_commands.json").write_text(json.dumps(
        [{"directory": str(tmp_path), "file": f, "arguments": ["cc", "-Iinc", "-c", f]}
         for f in ("bug.c", "clean.c")]))
    argv = command(hook["entry"]) + ["-p", "build"]
    result = subprocess.run(argv + ["clean.c"], cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env=absint_env())
    assert result.returncode == 0, result.stdout + result.stderr
    result = subprocess.run(argv + ["bug.c"], cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env=absint_env())
    assert result.returncode == 1 and "bug.c:4:5: error:" in result.stdout


# ---- the composite action

_EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def evaluate(expression: str, context: dict) -> str:
    """The few expressions the action uses: `inputs.NAME`, `steps.ID.outputs.NAME`, and a
    comparison of one with a quoted string."""
    m = re.fullmatch(r"(\S+)\s*==\s*'([^']*)'", expression.strip())
    if m:
        return "true" if evaluate(m.group(1), context) == m.group(2) else "false"
    value = context
    for part in expression.strip().split("."):
        value = value.get(part, "") if isinstance(value, dict) else ""
    return str(value)


def substitute(text: str, context: dict) -> str:
    return _EXPRESSION.sub(lambda m: evaluate(m.group(1), context), text)


def run_action(action: dict, workdir, inputs: dict) -> tuple:
    """Run the action's steps as the runner does (bash -e, $GITHUB_OUTPUT, $GITHUB_ACTION_PATH);
    a `uses:` step is recorded, not run. -> (exit code of the first failing step or 0, steps run,
    the `uses:` steps with their evaluated inputs)."""
    values = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    values.update(inputs)
    context = {"inputs": values, "steps": {}}
    ran, used = [], []
    for number, step in enumerate(action["runs"]["steps"]):
        condition = step.get("if")
        if condition is not None and evaluate(_EXPRESSION.sub(r"\1", condition), context) != "true":
            continue
        if "uses" in step:
            used.append((step["uses"], {k: substitute(str(v), context)
                                        for k, v in step.get("with", {}).items()}))
            continue
        output = workdir / f".github_output_{number}"
        output.write_text("")
        env = absint_env()
        env.update({k: substitute(str(v), context) for k, v in step.get("env", {}).items()})
        env.update(GITHUB_OUTPUT=str(output), GITHUB_ACTION_PATH=ROOT)
        assert step["shell"] == "bash"
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                                 substitute(step["run"], context)], cwd=workdir, env=env,
                                capture_output=True, text=True, timeout=300)
        ran.append(step["name"])
        if "id" in step:
            context["steps"][step["id"]] = {"outputs": dict(
                line.split("=", 1) for line in output.read_text().splitlines() if "=" in line)}
        if result.returncode != 0:
            return result.returncode, ran, used, result
    return 0, ran, used, None


@pytest.fixture
def action():
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


def test_action_definition(action):
    assert action["runs"]["using"] == "composite"
    assert action["inputs"]["fail-on"]["default"] == "warning"
    install = action["runs"]["steps"][0]
    assert install["if"] == "inputs.install == 'true'"
    # (not run by the test: pip would build the native core, and may need the network)
    assert '-m pip install --quiet "$GITHUB_ACTION_PATH"' in install["run"]
    assert '>> "$GITHUB_PATH"' in install["run"]


@pytest.mark.skipif(shutil.which("absint") is None, reason="the action runs the absint on PATH")
def test_action_writes_sarif_uploads_it_and_fails_after(action, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "bug.c").write_text(BUG)
    # install: "false" -- this checkout is installed already (pip would build the native core)
    code, ran, used, result = run_action(action, tmp_path, {"paths": "src", "install": "false"})
    assert code == 1 and ran == ["Run absint", "Fail on findings"], result and result.stderr
    assert used == [("github/codeql-action/upload-sarif@v3",
                     {"sarif_file": "absint.sarif", "category": "absint"})]
    sarif = json.loads((tmp_path / "absint.sarif").read_text())
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["array-bounds"]
    # fail-on none: the SARIF still carries the finding, the job passes
    code, ran, _, _ = run_action(action, tmp_path, {"paths": "src", "install": "false",
                                                    "fail-on": "none", "upload-sarif": "false"})
    assert code == 0 and ran == ["Run absint"]
    # bad input: the run step itself fails with absint's exit code 2, before any upload
    code, ran, used, result = run_action(action, tmp_path, {"paths": "missing", "install": "false"})
    assert code == 2 and used == [] and "no such file or directory: missing" in result.stderr
