"""The length language of absint.ir.libspec: its top-level terms, as the library models read them."""
from absint.ir import libspec


def test_split_terms_splits_only_at_top_level():
    assert libspec.split_terms("strlen(arg0)+strlen(arg1)+1") == ["strlen(arg0)", "strlen(arg1)", "1"]
    assert libspec.split_terms("min(arg2,strlen(arg1)+1)") == ["min(arg2,strlen(arg1)+1)"]
    assert libspec.split_terms(" arg2 ") == ["arg2"]


def test_every_length_in_the_table_splits_into_known_terms():
    for name, accesses in libspec.ACCESSES.items():
        for _arg, _role, _access, length in accesses:
            terms = libspec.split_terms(length)
            assert terms and all(terms), (name, length)
