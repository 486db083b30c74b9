"""Abstract domains: Interval, Sub (x < y), Pentagon (their reduced product plus an alias layer).

    from absint.domains import Pentagon, Interval, Linear
    P = Pentagon.top(["x", "y", "n"]).with_interval("x", 0, None).with_lt("x", "n")
    P.interval("x"), P.lt("x", "n")

See README section `pentagon` and absint/domains/pentagon.py for the representation.
"""
from absint.domains.base import Lattice
from absint.domains.interval import Interval
from absint.domains.linear import Linear
from absint.domains.pentagon import OPS, Pentagon
from absint.domains.sub import Sub

__all__ = ["Lattice", "Interval", "Linear", "OPS", "Pentagon", "Sub"]
