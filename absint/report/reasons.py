"""Reason codes: why an access is a warning (or incomplete), or how an error is known. Every
warning carries one in every format (text "(reason: input)", JSON "reason", SARIF property "reason").

A warning gets the first code that applies, in this order (derived in absint.checks.verdicts,
Judge.reason, from what the engine knows at the access; docs/engine.md "Reason codes"):
internal-error, budget, unsupported, unmodelled-call, unknown-pointer, input, context, widening,
join. An error is "definite" (the abstract state proves every reaching state fails) or
"confirmed" (a concrete run performed it).
"""

REASONS = {
    "internal-error": "the analysis of the function failed on a bug of absint's",
    "budget": "the analysis did not finish within its work or time budget (or its recursion did "
              "not stabilize): the access was not checked",
    "unsupported": "the access depends on a construct the analyzer does not model",
    "unknown-pointer": "the pointer may designate memory of unknown size, null, or nothing "
                       "initialized",
    "unmodelled-call": "a value or the memory involved comes from a function without a body or "
                       "a library model",
    "input": "the index, offset, length or size depends on an input (argv, a read, rand(), a "
             "library entry's argument) that no guard bounds",
    "context": "the access fails in some calling contexts and is proven in others",
    "widening": "inside a loop: the invariant over all its iterations (found by widening) does "
                "not prove the access, and no concrete run confirmed a failure (no input involved)",
    "join": "two or more paths with different facts meet before the access, and their join "
            "no longer proves it (no input involved)",
    "definite": "error: every state that reaches the access makes it fail",
    "confirmed": "error: a concrete run of the program performs this out-of-bounds access",
}


