"""`absint check --contracts`: a library's entry contracts printed with the findings (text), and
named by function in JSON, as a user reads them."""
import json

from absint import cli

LIBRARY = """\
#include <stddef.h>
int sum(const int *a, size_t n)
{
    int s = 0;
    for (size_t i = 0; i < n; i++)
        s += a[i];
    return s;
}
"""


def test_contracts_are_printed_on_request(tmp_path, capsys):
    path = tmp_path / "lib.c"
    path.write_text(LIBRARY)
    assert cli.main(["check", str(path), "--no-config"]) == 0
    plain = capsys.readouterr().out
    assert "contract of" not in plain
    assert cli.main(["check", str(path), "--no-config", "--contracts"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "contract of 'sum'" in line]
    assert len(lines) == 1 and lines[0].startswith(f"{path}:2:")
    assert "requires `a` valid for" in lines[0]
    assert cli.main(["check", str(path), "--no-config", "--contracts", "-q"]) == 0
    assert "contract of 'sum'" in capsys.readouterr().out


def test_json_names_the_function_of_a_contract(tmp_path, capsys):
    path = tmp_path / "lib.c"
    path.write_text(LIBRARY)
    assert cli.main(["check", str(path), "--no-config", "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    contracts = [d for d in doc["diagnostics"] if d.get("function") == "sum"]
    assert len(contracts) == 1 and contracts[0]["message"].startswith("contract of 'sum'")
    assert all("function" not in d for d in doc["diagnostics"] if d not in contracts)


def test_contracts_is_a_configuration_key(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lib.c").write_text(LIBRARY)
    (tmp_path / "pyproject.toml").write_text("[tool.absint]\ncontracts = true\n")
    assert cli.main(["check", "lib.c"]) == 0
    assert "contract of 'sum'" in capsys.readouterr().out
