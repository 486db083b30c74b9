"""An error judged through summaries at an access in a loop of a callee is confirmed like any
other: every state of the obligation fails, but whether a state reaches the access is the
summaries' over-approximation (a loop over the whole 8-byte words of a key, never entered for a
4-byte one: a false "definite" error in tezc/sc's murmurhash). A run of the program, or the
analysis in context, decides; a loop that does run past its block stays an error."""
from tests.engine.test_integer_contracts import run

WORDS = """
    #include <stdint.h>
    #include <string.h>
    static uint64_t words(const char *key) {
        const size_t len = strlen(key);
        const unsigned char *p = (const unsigned char *) key;
        const unsigned char *end = p + (len & ~(uint64_t) 0x7);
        uint64_t h = len;
        while (p != end) {
            uint64_t k;
            memcpy(&k, p, sizeof(k));                       // @word
            h ^= k;
            p += STEP;
        }
        return h;
    }
    struct map { uint64_t last; };
    static void put(struct map *m, const char *key) { m->last = words(key); }
    int main(void) {
        struct map m;
        put(&m, KEY);
        put(&m, "janie");
        return (int)m.last;
    }"""


def test_a_loop_never_entered_is_no_definite_error(tmp_path):
    v, _, _ = run(tmp_path, WORDS.replace("STEP", "8").replace("KEY", '"jack"'))
    assert v["word"] in ("unreachable", "safe")


def test_a_loop_that_runs_past_its_block_stays_an_error(tmp_path):
    # "abcdefgh" is one whole word; stepping by 4 then reads bytes 4..11 of its 9
    v, _, _ = run(tmp_path, WORDS.replace("STEP", "4").replace("KEY", '"abcdefgh"'))
    assert v["word"] == "error"
