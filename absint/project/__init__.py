"""How absint meets a project: its source tree (excludes), its build (a compilation database and
the programs it describes), the reviews recorded in its code (inline suppressions) and its history
(a baseline of known findings). Reads files and the Report; the CLI wires it in."""
