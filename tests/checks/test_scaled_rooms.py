"""A byte pointer into a struct passed on (`transform(ctx, ctx->data)`, ctx a `CTX *`): the room
the callee's byte view gets is 100 * size(ctx) when the caller's own view counts whole CTXs
(units of 100 bytes). The Pentagon holds x == y + c only: that binding stays exact as a form over
the caller's fixed symbols, so the caller's caller, binding size(ctx), gets the room. It was an
interval alone, [0, 2**47], and every context failed. Checked through summaries only
(inline_depth 0) and as a user runs it."""
import pytest

from absint.config import AnalysisOptions

HASH = """
    typedef struct { unsigned char data[64]; unsigned datalen; unsigned state[8]; } CTX;
    static void transform(CTX *ctx, const unsigned char data[]) {
        unsigned a = 0;
        for (int i = 0; i < 64; ++i)
            a += data[i];                               // @read
        ctx->state[0] = a;                              // @state
    }
    void update(CTX *ctx) { transform(ctx, ctx->data + SHIFT); }
    int main(void) {
        CTX c = {0};
        update(&c);
        return 0;
    }"""

SUMMARIES_ONLY = AnalysisOptions(inline_depth=0)


@pytest.mark.parametrize("options", [SUMMARIES_ONLY, AnalysisOptions()])
def test_a_byte_view_of_a_struct_gets_its_room_through_two_summaries(check, options):
    r = check(HASH.replace("SHIFT", "0"), options)
    assert r["read"] == "safe" and r["state"] == "safe"


@pytest.mark.parametrize("options", [SUMMARIES_ONLY, AnalysisOptions()])
def test_a_read_past_the_struct_through_two_summaries_is_found(check, options):
    # 64 bytes read from byte 40 of a 100-byte struct
    r = check(HASH.replace("SHIFT", "40"), options)
    assert r["read"] == "error" and r["state"] == "safe"
