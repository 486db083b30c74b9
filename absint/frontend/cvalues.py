"""C literal decoding: integer, floating, character and string constants (C11 6.4.4, 6.4.5)."""
from __future__ import annotations

import re
import struct

from absint.frontend.ctype import CInt, Machine, float_type

_SIMPLE_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92,
                   "'": 39, '"': 34, "?": 63, "e": 27}


def wrap(value: int, bits: int, signed: bool) -> int:
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def decode_chars(body: str, wide: bool) -> list:
    """Code units of the text between the quotes. Narrow: source characters become their UTF-8 bytes."""
    out, i, n = [], 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            if wide or ord(c) < 128:
                out.append(ord(c))
            else:
                out.extend(c.encode("utf-8"))
            i += 1
            continue
        i += 1
        e = body[i] if i < n else "\\"
        if e in "01234567":
            j = i
            while j < n and j < i + 3 and body[j] in "01234567":
                j += 1
            out.append(int(body[i:j], 8))
            i = j
        elif e == "x":
            j = i + 1
            while j < n and body[j] in "0123456789abcdefABCDEF":
                j += 1
            out.append(int(body[i + 1:j] or "0", 16))
            i = j
        elif e in "uU":
            k = 4 if e == "u" else 8
            cp = int(body[i + 1:i + 1 + k], 16)
            out.extend([cp] if wide else chr(cp).encode("utf-8"))
            i += 1 + k
        else:
            out.append(_SIMPLE_ESCAPES.get(e, ord(e)))
            i += 1
    return out


def string_literal(text: str):
    """(prefix, code units without the terminator) of a (unified) string literal token text."""
    m = re.match(r'^(u8|u|U|L)?"', text)
    prefix = (m.group(1) or "") if m else ""
    # pycparser unifies adjacent literals into one token; be tolerant of `"a" "b"` leftovers
    parts = re.findall(r'(?:u8|u|U|L)?"((?:[^"\\]|\\.)*)"', text, re.S)
    units = []
    wide = prefix in ("L", "u", "U")
    for p in parts:
        units.extend(decode_chars(p, wide))
    return prefix, units


def char_constant(text: str) -> tuple:
    """(value, prefix) of a character constant like 'a', '\\n', L'x'."""
    m = re.match(r"^(u8|u|U|L)?'(.*)'$", text, re.S)
    prefix, body = (m.group(1) or ""), m.group(2)
    units = decode_chars(body, bool(prefix))
    if prefix:
        return (units[-1] if units else 0), prefix
    value = 0
    for u in units:              # gcc: multi-character constants pack bytes, big-endian
        value = (value << 8) | (u & 0xFF)
    if len(units) == 1:
        value = wrap(units[0], 8, True)   # char is signed: '\xff' == -1
    return wrap(value, 32, True), prefix


def int_constant(text: str, m: Machine) -> tuple:
    """(value, CInt type) of an integer constant, with C's rules for the type of a constant."""
    t = text.lower()
    sm = re.match(r"^(.*?)(u?l{0,2}u?)$", t)
    digits, suffix = sm.group(1), sm.group(2)
    if digits.startswith("0x"):
        value, decimal = int(digits[2:], 16), False
    elif digits.startswith("0b"):
        value, decimal = int(digits[2:], 2), False
    elif len(digits) > 1 and digits.startswith("0"):
        value, decimal = int(digits, 8), False
    else:
        value, decimal = int(digits), True
    unsigned = "u" in suffix
    longs = suffix.count("l")
    names = ["int", "long", "long long"][longs:]
    candidates = []
    for nm in names:
        if unsigned:
            candidates.append("unsigned " + nm)
        elif decimal:
            candidates.append(nm)
        else:
            candidates += [nm, "unsigned " + nm]
    for nm in candidates:
        ct = m.int_type(nm)
        hi = (1 << (ct.size * 8 - (1 if ct.signed else 0))) - 1
        if value <= hi:
            return value, ct
    ct = m.int_type("unsigned long long")
    return wrap(value, 64, False), ct


def round_float(value: float, bits: int) -> float:
    """A double rounded to a C float of `bits` bits (32: IEEE single, as gcc computes float
    constant expressions: (int)(0.29f * 100) is 29); wider types stay doubles."""
    if bits != 32 or value != value or value in (float("inf"), float("-inf")):
        return value
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return float("inf") if value > 0 else float("-inf")


def float_constant(text: str, m: Machine):
    t = text.lower()
    kind = "double"
    if t.endswith("f") and not t.startswith("0x") or (t.startswith("0x") and t.endswith("f") and "p" in t):
        kind, t = "float", t[:-1]
    elif t.endswith("l"):
        kind, t = "long double", t[:-1]
    value = float.fromhex(t) if t.startswith("0x") else float(t)
    ft = float_type(m, kind)
    return round_float(value, ft.bits), ft


def is_int_literal(ctype) -> bool:
    return isinstance(ctype, CInt)
