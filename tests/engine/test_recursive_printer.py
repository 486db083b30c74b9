"""Obligations of a recursive printer (a value, an array and an object printed by functions that
call each other, as JSON printers are written) carried through the recursion to the caller.

A pointer field read twice in a summary's loop (the child list walked at each round) used to give
the field's block summary an entry pointer to a `[]` view that no state made; the binding of the
callee's deep memory at the recursive call then took that view for unknown memory, and every
access of the printer became "may point to memory of unknown size" (cJSON's print_value,
print_array and print_object: 30 warnings on printing one number)."""
from pathlib import Path

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

# the printer of samples/interproc/recursive_printer_good.c (its annotations are comments), and
# its main, which prints one number
SAMPLE = (Path(__file__).resolve().parents[2] / "samples" / "interproc" /
          "recursive_printer_good.c").read_text()
PRINTER, MAIN = SAMPLE[:SAMPLE.index("int main(void)")], SAMPLE[SAMPLE.index("int main(void)"):]


def run(tmp_path, source):
    p = tmp_path / "printer.c"
    p.write_text(source)
    return analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())


def findings(report):
    return [(a.line, a.verdict, a.reason) for a in report.accesses
            if a.verdict not in ("safe", "unreachable")]


def test_a_number_printed_through_the_recursive_printer_is_safe(tmp_path):
    assert findings(run(tmp_path, PRINTER + MAIN)) == []


def test_the_printer_as_a_library_has_a_contract_not_warnings(tmp_path):
    lib = PRINTER.replace("static int emit_item(", "int emit_item(")
    report = run(tmp_path, lib)
    assert findings(report) == []
    notes = [d.message for d in report.diagnostics if "contract of 'emit_item'" in d.message]
    assert len(notes) == 1 and "`it` valid for" in notes[0]


def test_a_buffer_without_room_is_still_an_error(tmp_path):
    bad = PRINTER.replace("|| need >= p->len - p->off", "") + \
        MAIN.replace("{ malloc(256), 256, 0 }", "{ malloc(1), 1, 0 }")
    errors = {(line, verdict) for line, verdict, _ in findings(run(tmp_path, bad))}
    terminator = next(i for i, ln in enumerate(bad.splitlines(), 1) if "o[1] = '\\0';" in ln)
    assert (terminator, "error") in errors     # o[1] = '\\0' past the one byte
