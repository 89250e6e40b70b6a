/*
 * Arbor's byte scanner in C, compiled to WebAssembly with SIMD128 by scripts/build-scanner.mjs
 * into ScannerWasm.ts. Pure: it reads the bytes it is given and writes only its own records.
 *
 * The contract is the header comment of ../Scanner.ts, and the JavaScript scanner there is
 * the reference: for every line this gives the same status and the same captured fields
 * (kind, span, escaped), byte for byte. A line's verdict is exactly what `JSON.parse` of its
 * UTF-8 text makes of it, at any nesting depth.
 *
 * How it runs: the caller (Scanner.ts) keeps the input at `origin` in this module's memory
 * and calls `scan(origin, at, end, flags, stack)`. It scans whole lines from `at` into the
 * record array (at most MAX_RECORDS per call; the caller resumes from `stopped`), each record
 * holding the line's bounds, status and captured fields as offsets from `origin` (the fields'
 * spans moved by the call's `moved`, so that they index the caller's own view of the input).
 *
 * - The byte at `end` is replaced by an LF for the duration of the call (and restored), so
 *   every loop stops at the end of the input without bound checks: an LF ends white space,
 *   is a control character inside a string, and is no digit, hex digit or letter. The parse of
 *   a line therefore never passes its LF, and on success stops right at it. A carriage return
 *   before the LF is JSON white space, so parsing through it gives the verdict of the line
 *   without it; only the reported `end` excludes it.
 * - Vector loads read up to 64 bytes past `end`: the caller keeps that much readable memory.
 * - Containers skipped inside a value are kept on a bit stack at `stack`, one bit per level;
 *   the caller sizes it for the longest possible line, so depth has no limit.
 */
#include <wasm_simd128.h>

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;

enum { K_ABSENT, K_STRING, K_NULL, K_NUMBER, K_BOOLEAN, K_OBJECT, K_ARRAY };
enum { S_BLANK, S_OBJECT, S_MALFORMED, S_NOT_OBJECT };
enum {
  F_TYPE,
  F_ID,
  F_PARENT_ID,
  F_TIMESTAMP,
  F_TARGET_ID,
  F_LABEL,
  F_NAME,
  F_CUSTOM_TYPE,
  F_MESSAGE,
  F_ROLE,
  F_CONTENT,
  F_MESSAGE_TIMESTAMP,
  F_ENTRY_CONTENT,
  F_STOP_REASON,
  FIELD_COUNT
};

/*
 * A record, laid out for Scanner.ts to read a line's fields through typed-array views of it
 * (Line.kinds, escaped, from and to), without copying them out:
 *
 * - `bits`: status | cr << 2 | bom << 3 | shown << 4 | derived << 5 (shown: the message's
 *   content holds shown text, Line.shownText).
 * - `derived`: values worked out from an object line's fields (Line.idHash and the rest), each
 *   valid when its bit of `derived` is set: [0] the FNV-1a hash of the `id` string's bytes and
 *   [1] that of `parentId`, when the string is plain (ASCII, no escapes: its bytes are its
 *   UTF-8); [2] low and [3] high 32 bits of `timestamp` in milliseconds, when it has the usual
 *   form (`YYYY-MM-DDTHH:MM:SS.sssZ`, no escapes) within the ranges where `Date.parse` gives
 *   what `Date.UTC` of its numbers gives.
 * - per field f: `kinds[f]` (K_ABSENT when it was not captured; then its other values are
 *   stale, but `escaped[f]` is 0), `escaped[f]`, and its span `from[f]`, `to[f]`, moved by the
 *   call's `shift`. `start`, `end` and `newline` are not moved.
 */
typedef struct {
  u32 start, end, newline, bits;
  u32 derived[4];
  u8 kinds[16];
  u8 escaped[16];
  u32 from[16];
  u32 to[16];
} record;
_Static_assert(sizeof(record) == 192, "the record layout Scanner.ts reads");
_Static_assert(FIELD_COUNT <= 16, "fields fit a record");

#define D_ID_HASH (1u << 5)
#define D_PARENT_HASH (1u << 6)
#define D_MILLIS (1u << 7)
#define MAX_RECORDS 1024
#define SHOWN (1u << 4)

static record records[MAX_RECORDS];
static u32 stopped;

/* The input's origin (offsets are relative to it), how far spans are moved, and the bit stack, per call. */
static const u8 *origin;
static u32 shift;
static u8 *stack;

#define LF 0x0a
#define CR 0x0d

/* Character classes: bit 1 JSON white space other than LF, 2 digit, 4 hex digit, 8 a simple escape. */
#define C_SPACE 1
#define C_DIGIT 2
#define C_HEX 4
#define C_ESCAPE 8
static const u8 classes[256] = {
    ['\t'] = C_SPACE, ['\r'] = C_SPACE, [' '] = C_SPACE,
    ['0'] = C_DIGIT | C_HEX, ['1'] = C_DIGIT | C_HEX, ['2'] = C_DIGIT | C_HEX, ['3'] = C_DIGIT | C_HEX,
    ['4'] = C_DIGIT | C_HEX, ['5'] = C_DIGIT | C_HEX, ['6'] = C_DIGIT | C_HEX, ['7'] = C_DIGIT | C_HEX,
    ['8'] = C_DIGIT | C_HEX, ['9'] = C_DIGIT | C_HEX,
    ['A'] = C_HEX, ['B'] = C_HEX, ['C'] = C_HEX, ['D'] = C_HEX, ['E'] = C_HEX, ['F'] = C_HEX,
    ['a'] = C_HEX, ['c'] = C_HEX, ['d'] = C_HEX, ['e'] = C_HEX,
    ['b'] = C_HEX | C_ESCAPE, ['f'] = C_HEX | C_ESCAPE,
    ['"'] = C_ESCAPE, ['\\'] = C_ESCAPE, ['/'] = C_ESCAPE, ['n'] = C_ESCAPE, ['r'] = C_ESCAPE, ['t'] = C_ESCAPE,
};
#define IS(c, k) (classes[(u8)(c)] & (k))

static inline u32 load16(const u8 *p) {
  u16 v;
  __builtin_memcpy(&v, p, 2);
  return v;
}
static inline u32 load32(const u8 *p) {
  u32 v;
  __builtin_memcpy(&v, p, 4);
  return v;
}
static inline u64 load64(const u8 *p) {
  u64 v;
  __builtin_memcpy(&v, p, 8);
  return v;
}
#define W2(a, b) ((u32)(a) | (u32)(b) << 8)
#define W4(a, b, c, d) (W2(a, b) | W2(c, d) << 16)
#define W8(a, b, c, d, e, f, g, h) ((u64)W4(a, b, c, d) | (u64)W4(e, f, g, h) << 32)

// ---------------------------------------------------------------------------------------------
// Vector searches
// ---------------------------------------------------------------------------------------------

/* Bytes that stop a string: `"`, `\` and controls. (c ^ 2) <= 0x20 is c < 0x20 or c == '"'. */
static inline v128_t string_stops(v128_t v) {
  v128_t x = wasm_v128_xor(v, wasm_i8x16_splat(2));
  v128_t low = wasm_i8x16_eq(wasm_u8x16_min(x, wasm_i8x16_splat(0x20)), x);
  return wasm_v128_or(low, wasm_i8x16_eq(v, wasm_i8x16_splat('\\')));
}

/* The first LF at or after `p`. */
static const u8 *find_lf(const u8 *p) {
  const v128_t lf = wasm_i8x16_splat(LF);
  for (;;) {
    v128_t a = wasm_i8x16_eq(wasm_v128_load(p), lf);
    v128_t b = wasm_i8x16_eq(wasm_v128_load(p + 16), lf);
    v128_t c = wasm_i8x16_eq(wasm_v128_load(p + 32), lf);
    v128_t d = wasm_i8x16_eq(wasm_v128_load(p + 48), lf);
    if (wasm_v128_any_true(wasm_v128_or(wasm_v128_or(a, b), wasm_v128_or(c, d)))) {
      u32 m;
      if ((m = wasm_i8x16_bitmask(a))) return p + __builtin_ctz(m);
      if ((m = wasm_i8x16_bitmask(b))) return p + 16 + __builtin_ctz(m);
      if ((m = wasm_i8x16_bitmask(c))) return p + 32 + __builtin_ctz(m);
      return p + 48 + __builtin_ctz(wasm_i8x16_bitmask(d));
    }
    p += 64;
  }
}

/* The last LF in [from, to), or 0. */
static const u8 *find_last_lf(const u8 *from, const u8 *to) {
  const v128_t lf = wasm_i8x16_splat(LF);
  const u8 *p = to;
  while (p - from >= 16) {
    p -= 16;
    u32 m = wasm_i8x16_bitmask(wasm_i8x16_eq(wasm_v128_load(p), lf));
    if (m) return p + 31 - __builtin_clz(m);
  }
  while (p > from)
    if (*--p == LF) return p;
  return 0;
}

/* Past the JSON white space at `p` (LF excluded: it ends the line). */
static inline const u8 *skip_space(const u8 *p) {
  if (!IS(*p, C_SPACE)) return p;
  p++;
  if (!IS(*p, C_SPACE)) return p;
  for (;;) {
    v128_t v = wasm_v128_load(p);
    v128_t space = wasm_v128_or(wasm_v128_or(wasm_i8x16_eq(v, wasm_i8x16_splat(' ')), wasm_i8x16_eq(v, wasm_i8x16_splat('\t'))),
                                wasm_i8x16_eq(v, wasm_i8x16_splat('\r')));
    u32 m = ~wasm_i8x16_bitmask(space) & 0xffff;
    if (m) return p + __builtin_ctz(m);
    p += 16;
  }
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/* The stops of a string in the 64 bytes at `p`, one bit per byte. */
static inline u64 string_stops64(const u8 *p) {
  u64 a = wasm_i8x16_bitmask(string_stops(wasm_v128_load(p)));
  u64 b = wasm_i8x16_bitmask(string_stops(wasm_v128_load(p + 16)));
  u64 c = wasm_i8x16_bitmask(string_stops(wasm_v128_load(p + 32)));
  u64 d = wasm_i8x16_bitmask(string_stops(wasm_v128_load(p + 48)));
  return a | b << 16 | c << 32 | d << 48;
}

/*
 * string_end past its first 16 bytes, or when they hold an escape: 64 bytes at a time, each
 * escape taken from the same mask rather than by reloading after it.
 */
static __attribute__((noinline)) const u8 *string_end_long(const u8 *p, u32 *escaped) {
  for (;;) {
    u64 m = string_stops64(p);
    if (!m) {
      p += 64;
      continue;
    }
    for (;;) {
      u32 k = __builtin_ctzll(m);
      const u8 *s = p + k;
      if (*s == '"') return s;
      if (*s != '\\') return 0;
      *escaped = 1;
      u8 x = s[1];
      if (x == 'u') {
        if (!IS(s[2], C_HEX) || !IS(s[3], C_HEX) || !IS(s[4], C_HEX) || !IS(s[5], C_HEX)) return 0;
        k += 6;
      } else if (IS(x, C_ESCAPE)) {
        k += 2;
      } else {
        return 0;
      }
      /* past the window (a shift by 64 would be undefined): go on from the byte after it */
      if (k >= 64) {
        p += k;
        break;
      }
      m &= ~0ull << k;
      if (!m) {
        p += 64;
        break;
      }
    }
  }
}

/*
 * The closing quote of the string whose first byte (after the opening quote) is at `p`, or 0
 * when it is not a valid string on this line. Sets *escaped when it holds escapes.
 */
static inline const u8 *string_end(const u8 *p, u32 *escaped) {
  u32 m = wasm_i8x16_bitmask(string_stops(wasm_v128_load(p)));
  if (m) {
    const u8 *s = p + __builtin_ctz(m);
    if (*s == '"') return s;
    if (*s != '\\') return 0;
  }
  return string_end_long(p, escaped);
}

/* Past the number at `p`, or 0. */
static inline const u8 *number_end(const u8 *p) {
  if (*p == '-') p++;
  if (*p == '0') {
    p++;
  } else if (IS(*p, C_DIGIT)) {
    do p++;
    while (IS(*p, C_DIGIT));
  } else {
    return 0;
  }
  if (*p == '.') {
    p++;
    if (!IS(*p, C_DIGIT)) return 0;
    do p++;
    while (IS(*p, C_DIGIT));
  }
  if ((*p | 0x20) == 'e') {
    p++;
    if (*p == '+' || *p == '-') p++;
    if (!IS(*p, C_DIGIT)) return 0;
    do p++;
    while (IS(*p, C_DIGIT));
  }
  return p;
}

/* Past the literal true, false or null at `p` (its first letter checked by the caller), or 0. */
static inline const u8 *literal_end(const u8 *p) {
  u32 w = load32(p);
  if (w == W4('t', 'r', 'u', 'e') || w == W4('n', 'u', 'l', 'l')) return p + 4;
  if (w == W4('f', 'a', 'l', 's') && p[4] == 'e') return p + 5;
  return 0;
}

/* Past the key string at the quote `p` and the colon after it (and white space), or 0. */
static inline const u8 *skip_key(const u8 *p) {
  if (*p != '"') return 0;
  u32 escaped = 0;
  p = string_end(p + 1, &escaped);
  if (!p) return 0;
  p = skip_space(p + 1);
  if (*p != ':') return 0;
  return skip_space(p + 1);
}

#define PUSH(array)                                                      \
  do {                                                                   \
    u32 bit = 1u << (depth & 7);                                         \
    stack[depth >> 3] = (array) ? stack[depth >> 3] | bit : stack[depth >> 3] & ~bit; \
    depth++;                                                             \
    top = (array);                                                       \
  } while (0)
#define POP()                                                             \
  do {                                                                    \
    depth--;                                                              \
    top = depth ? (stack[(depth - 1) >> 3] >> ((depth - 1) & 7)) & 1 : 0; \
  } while (0)

/* Past the JSON value at `p` (white space before it skipped), or 0. Iterative, any depth. */
static const u8 *value_end(const u8 *p) {
  u32 depth = 0;
  u32 top = 0; /* the innermost open container: 1 array, 0 object */
  for (;;) {
    u8 c = *p;
    if (c == '"') {
      u32 escaped = 0;
      p = string_end(p + 1, &escaped);
      if (!p) return 0;
      p++;
    } else if (c == '{') {
      PUSH(0);
      p = skip_space(p + 1);
      if (*p != '}') {
        p = skip_key(p);
        if (!p) return 0;
        continue;
      }
      POP();
      p++;
    } else if (c == '[') {
      PUSH(1);
      p = skip_space(p + 1);
      if (*p != ']') continue;
      POP();
      p++;
    } else if (c == 't' || c == 'f' || c == 'n') {
      p = literal_end(p);
      if (!p) return 0;
    } else {
      p = number_end(p);
      if (!p) return 0;
    }
    /* after a value: close containers, or go on to the next member */
    for (;;) {
      if (depth == 0) return p;
      p = skip_space(p);
      c = *p;
      if (c == ',') {
        p = skip_space(p + 1);
        if (!top) {
          p = skip_key(p);
          if (!p) return 0;
        }
        break;
      }
      if (c != (top ? ']' : '}')) return 0;
      POP();
      p++;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Captured fields
// ---------------------------------------------------------------------------------------------

enum { N_NONE = -1, N_TYPE, N_ID, N_PARENT_ID, N_TIMESTAMP, N_TARGET_ID, N_LABEL, N_NAME, N_CUSTOM_TYPE, N_MESSAGE, N_CONTENT, N_ROLE, N_TEXT, N_STOP_REASON };

/* Which of the names we capture the key `k[0, n)` (raw bytes, no escapes) is. */
static int key_name(const u8 *k, u32 n) {
  switch (n) {
    case 2:
      return load16(k) == W2('i', 'd') ? N_ID : N_NONE;
    case 4: {
      u32 w = load32(k);
      return w == W4('t', 'y', 'p', 'e')   ? N_TYPE
             : w == W4('n', 'a', 'm', 'e') ? N_NAME
             : w == W4('r', 'o', 'l', 'e') ? N_ROLE
             : w == W4('t', 'e', 'x', 't') ? N_TEXT
                                           : N_NONE;
    }
    case 5:
      return load32(k) == W4('l', 'a', 'b', 'e') && k[4] == 'l' ? N_LABEL : N_NONE;
    case 7: {
      u32 a = load32(k), b = load32(k + 3);
      if (a == W4('m', 'e', 's', 's') && b == W4('s', 'a', 'g', 'e')) return N_MESSAGE;
      if (a == W4('c', 'o', 'n', 't') && b == W4('t', 'e', 'n', 't')) return N_CONTENT;
      return N_NONE;
    }
    case 8: {
      u64 w = load64(k);
      return w == W8('p', 'a', 'r', 'e', 'n', 't', 'I', 'd') ? N_PARENT_ID : w == W8('t', 'a', 'r', 'g', 'e', 't', 'I', 'd') ? N_TARGET_ID : N_NONE;
    }
    case 9:
      return load64(k) == W8('t', 'i', 'm', 'e', 's', 't', 'a', 'm') && k[8] == 'p' ? N_TIMESTAMP : N_NONE;
    case 10: {
      u64 w = load64(k);
      u32 v = load16(k + 8);
      if (w == W8('c', 'u', 's', 't', 'o', 'm', 'T', 'y') && v == W2('p', 'e')) return N_CUSTOM_TYPE;
      if (w == W8('s', 't', 'o', 'p', 'R', 'e', 'a', 's') && v == W2('o', 'n')) return N_STOP_REASON;
      return N_NONE;
    }
    default:
      return N_NONE;
  }
}

static inline u32 hex_value(u8 c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; }

/*
 * Which name the key `[k, end)` holding escapes decodes to. Every name is ASCII and at most 10
 * characters, so a key that decodes to anything longer or non-ASCII is none of them.
 */
static int escaped_key_name(const u8 *k, const u8 *end) {
  u8 decoded[16];
  u32 n = 0;
  while (k < end) {
    u32 c = *k;
    if (c == '\\') {
      u8 x = k[1];
      if (x == 'u') {
        c = hex_value(k[2]) << 12 | hex_value(k[3]) << 8 | hex_value(k[4]) << 4 | hex_value(k[5]);
        k += 6;
      } else {
        c = x == 'b' ? 8 : x == 'f' ? 12 : x == 'n' ? 10 : x == 'r' ? 13 : x == 't' ? 9 : x;
        k += 2;
      }
    } else {
      k++;
    }
    if (c >= 0x80 || n == 10) return N_NONE;
    decoded[n++] = (u8)c;
  }
  return key_name(decoded, n);
}

static const signed char top_fields[] = {
    [N_TYPE] = F_TYPE, [N_ID] = F_ID, [N_PARENT_ID] = F_PARENT_ID, [N_TIMESTAMP] = F_TIMESTAMP,
    [N_TARGET_ID] = F_TARGET_ID, [N_LABEL] = F_LABEL, [N_NAME] = F_NAME, [N_CUSTOM_TYPE] = F_CUSTOM_TYPE,
    [N_MESSAGE] = F_MESSAGE, [N_CONTENT] = F_ENTRY_CONTENT, [N_ROLE] = -1, [N_TEXT] = -1, [N_STOP_REASON] = -1,
};
static const signed char message_fields[] = {
    [N_TYPE] = -1, [N_ID] = -1, [N_PARENT_ID] = -1, [N_TIMESTAMP] = F_MESSAGE_TIMESTAMP,
    [N_TARGET_ID] = -1, [N_LABEL] = -1, [N_NAME] = -1, [N_CUSTOM_TYPE] = -1,
    [N_MESSAGE] = -1, [N_CONTENT] = F_CONTENT, [N_ROLE] = F_ROLE, [N_TEXT] = -1, [N_STOP_REASON] = F_STOP_REASON,
};

static inline u32 kind_of(u8 c) {
  switch (c) {
    case '"': return K_STRING;
    case '{': return K_OBJECT;
    case '[': return K_ARRAY;
    case 'n': return K_NULL;
    case 't':
    case 'f': return K_BOOLEAN;
    default: return K_NUMBER;
  }
}

/* Whether [p, end) is white space to String.prototype.trim (see Scanner.ts). */
static int trim_blank(const u8 *p, const u8 *end) {
  while (p < end) {
    u8 c = *p;
    if (c == ' ' || (c >= 0x09 && c <= 0x0d)) {
      p++;
      continue;
    }
    if (c == 0xc2 && end - p >= 2 && p[1] == 0xa0) {
      p += 2;
      continue;
    }
    if (end - p < 3) return 0;
    u8 c1 = p[1], c2 = p[2];
    int ok = (c == 0xe1 && c1 == 0x9a && c2 == 0x80) ||
             (c == 0xe2 && c1 == 0x80 && ((c2 >= 0x80 && c2 <= 0x8a) || c2 == 0xa8 || c2 == 0xa9 || c2 == 0xaf)) ||
             (c == 0xe2 && c1 == 0x81 && c2 == 0x9f) || (c == 0xe3 && c1 == 0x80 && c2 == 0x80) ||
             (c == 0xef && c1 == 0xbb && c2 == 0xbf);
    if (!ok) return 0;
    p += 3;
  }
  return 1;
}

/* Whether the code point `c` is white space to String.prototype.trim. */
static inline int is_trim_space(u32 c) {
  return c == ' ' || (c >= 0x09 && c <= 0x0d) || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 ||
         c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000 || c == 0xfeff;
}

/*
 * Whether the string between quotes [p, end) is not blank to String.prototype.trim once
 * decoded: its raw runs as trim_blank sees them (an escape's backslash is ASCII, so it never
 * splits a UTF-8 sequence), each escape by the code unit it stands for.
 */
static int string_shown(const u8 *p, const u8 *end, u32 escaped) {
  if (!escaped) return !trim_blank(p, end);
  while (p < end) {
    if (*p == '\\') {
      u8 x = p[1];
      u32 c;
      if (x == 'u') {
        c = hex_value(p[2]) << 12 | hex_value(p[3]) << 8 | hex_value(p[4]) << 4 | hex_value(p[5]);
        p += 6;
      } else {
        c = x == 'b' ? 8 : x == 'f' ? 12 : x == 'n' ? 10 : x == 'r' ? 13 : x == 't' ? 9 : x;
        p += 2;
      }
      if (!is_trim_space(c)) return 1;
      continue;
    }
    const u8 *q = p;
    while (q < end && *q != '\\') q++;
    if (!trim_blank(p, q)) return 1;
    p = q;
  }
  return 0;
}

/*
 * Past the content block (an object) whose `{` is at `p`, or 0; *shown tells whether its last
 * `type` is "text" and its last `text` a string that string_shown.
 */
static const u8 *block_end(const u8 *p, u32 *shown) {
  u32 is_text = 0, text_shown = 0;
  p = skip_space(p + 1);
  if (*p == '}') {
    *shown = 0;
    return p + 1;
  }
  for (;;) {
    if (*p != '"') return 0;
    u32 escaped = 0;
    const u8 *key = p + 1;
    const u8 *key_end = string_end(key, &escaped);
    if (!key_end) return 0;
    int name = escaped ? escaped_key_name(key, key_end) : key_name(key, (u32)(key_end - key));
    p = skip_space(key_end + 1);
    if (*p != ':') return 0;
    p = skip_space(p + 1);
    if (*p == '"') {
      u32 value_escaped = 0;
      const u8 *value = p + 1;
      const u8 *value_stop = string_end(value, &value_escaped);
      if (!value_stop) return 0;
      if (name == N_TYPE) {
        int is = value_escaped ? escaped_key_name(value, value_stop) : key_name(value, (u32)(value_stop - value));
        is_text = is == N_TEXT;
      } else if (name == N_TEXT) {
        text_shown = string_shown(value, value_stop, value_escaped);
      }
      p = value_stop + 1;
    } else {
      if (name == N_TYPE) is_text = 0;
      else if (name == N_TEXT) text_shown = 0;
      p = value_end(p);
      if (!p) return 0;
    }
    p = skip_space(p);
    if (*p == ',') {
      p = skip_space(p + 1);
      continue;
    }
    if (*p != '}') return 0;
    *shown = is_text && text_shown;
    return p + 1;
  }
}

/*
 * Past the message's `content` value at `p`, or 0; *escaped as for any string, *shown whether
 * it holds shown text (Line.shownText): a string that string_shown, or an array with a block
 * that block_end finds shown.
 */
static const u8 *content_end(const u8 *p, u32 *escaped, u32 *shown) {
  *shown = 0;
  if (*p == '"') {
    const u8 *q = string_end(p + 1, escaped);
    if (!q) return 0;
    *shown = (u32)string_shown(p + 1, q, *escaped);
    return q + 1;
  }
  if (*p != '[') return value_end(p);
  p = skip_space(p + 1);
  if (*p == ']') return p + 1;
  u32 any = 0;
  for (;;) {
    if (*p == '{') {
      u32 one = 0;
      p = block_end(p, &one);
      if (!p) return 0;
      any |= one;
    } else {
      p = value_end(p);
      if (!p) return 0;
    }
    p = skip_space(p);
    if (*p == ',') {
      p = skip_space(p + 1);
      continue;
    }
    if (*p != ']') return 0;
    *shown = any;
    return p + 1;
  }
}

/*
 * Past the object whose `{` is at `p`, or 0; captures its fields into the record `r`, and, at
 * the top level (`top`), the fields of an object `message` one level down.
 */
/* Forgets the captured fields of a record (their kinds and escaped flags, at once). */
static inline void clear_fields(record *r) {
  wasm_v128_store(r->kinds, wasm_i64x2_const(0, 0));
  wasm_v128_store(r->escaped, wasm_i64x2_const(0, 0));
}

static const u8 *parse_object(const u8 *p, record *r, int top) {
  p = skip_space(p + 1);
  if (*p == '}') return p + 1;
  for (;;) {
    if (*p != '"') return 0;
    u32 escaped = 0;
    const u8 *key = p + 1;
    const u8 *key_end = string_end(key, &escaped);
    if (!key_end) return 0;
    int name = escaped ? escaped_key_name(key, key_end) : key_name(key, (u32)(key_end - key));
    int field = name < 0 ? -1 : top ? top_fields[name] : message_fields[name];
    p = skip_space(key_end + 1);
    if (*p != ':') return 0;
    p = skip_space(p + 1);
    const u8 *value = p;
    u8 c = *p;
    escaped = 0;
    if (field == F_MESSAGE) {
      /* a later `message` replaces an earlier one: its fields are forgotten */
      static const u8 message_fields_of[] = {F_ROLE, F_CONTENT, F_MESSAGE_TIMESTAMP, F_STOP_REASON};
      for (u32 k = 0; k < sizeof message_fields_of; k++) r->kinds[message_fields_of[k]] = r->escaped[message_fields_of[k]] = 0;
      r->bits &= ~SHOWN;
    }
    if (field == F_MESSAGE && c == '{') {
      p = parse_object(p, r, 0);
    } else if (field == F_CONTENT) {
      /* (only a message's content: the top level's is F_ENTRY_CONTENT) */
      u32 shown = 0;
      p = content_end(p, &escaped, &shown);
      r->bits = (r->bits & ~SHOWN) | (shown ? SHOWN : 0);
    } else if (c == '"') {
      p = string_end(p + 1, &escaped);
      if (p) p++;
    } else {
      p = value_end(p);
    }
    if (!p) return 0;
    if (field >= 0) {
      u32 kind = kind_of(c);
      r->kinds[field] = (u8)kind;
      r->escaped[field] = (u8)escaped;
      r->from[field] = (u32)(value - origin) + (kind == K_STRING) + shift;
      r->to[field] = (u32)(p - origin) - (kind == K_STRING) + shift;
    }
    p = skip_space(p);
    if (*p == ',') {
      p = skip_space(p + 1);
      continue;
    }
    if (*p == '}') return p + 1;
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Derived values
// ---------------------------------------------------------------------------------------------

/* Whether field f of the record `r` was captured as a string without escapes. */
static inline int plain_string(const record *r, int f) { return r->kinds[f] == K_STRING && !r->escaped[f]; }

/* Where field f's value begins and ends (its span without the call's shift). */
static inline const u8 *field_from(const record *r, int f) { return origin + (r->from[f] - shift); }
static inline const u8 *field_to(const record *r, int f) { return origin + (r->to[f] - shift); }

/* The FNV-1a hash of field f's bytes into *hash, when they are all ASCII; 0 when one is not. */
static int ascii_hash(const record *r, int f, u32 *hash) {
  const u8 *p = field_from(r, f), *end = field_to(r, f);
  u32 h = 0x811c9dc5u, high = 0;
  for (; p < end; p++) {
    high |= *p;
    h = (h ^ *p) * 0x01000193u;
  }
  *hash = h;
  return high < 0x80;
}

/* The decimal number in p[0, n), or -1 when a byte is not a digit. */
static inline int digits(const u8 *p, int n) {
  int v = 0;
  for (int i = 0; i < n; i++) {
    u32 c = (u32)p[i] - '0';
    if (c > 9) return -1;
    v = v * 10 + (int)c;
  }
  return v;
}

/* Days from 1970-01-01 to the first of month m (1-12) of year y (proleptic Gregorian). */
static long long days_to_month(int y, int m) {
  y -= m <= 2;
  int era = (y >= 0 ? y : y - 399) / 400;
  int yoe = y - era * 400;
  int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5;
  int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return (long long)era * 146097 + doe - 719468;
}

/*
 * The milliseconds of field f's timestamp into *ms, as Scanner.ts's isoMillis takes them:
 * `Date.UTC(year, month - 1, day, ...)`, whose day past the month's end runs into the next.
 */
static int iso_millis(const record *r, int f, long long *ms) {
  const u8 *p = field_from(r, f);
  if (r->to[f] - r->from[f] != 24 || p[4] != '-' || p[7] != '-' || p[10] != 'T' || p[13] != ':' || p[16] != ':' || p[19] != '.' ||
      p[23] != 'Z')
    return 0;
  int year = digits(p, 4), month = digits(p + 5, 2), day = digits(p + 8, 2), hour = digits(p + 11, 2), minute = digits(p + 14, 2),
      second = digits(p + 17, 2), milli = digits(p + 20, 3);
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 ||
      second > 59 || milli < 0)
    return 0;
  *ms = ((days_to_month(year, month) + day - 1) * 86400 + hour * 3600 + minute * 60 + second) * 1000LL + milli;
  return 1;
}

/* The derived values of an object line's record (see `record`). */
static void derive(record *r) {
  u32 derived = 0, hash;
  long long ms;
  if (plain_string(r, F_ID) && ascii_hash(r, F_ID, &hash)) {
    r->derived[0] = hash;
    derived |= D_ID_HASH;
  }
  if (plain_string(r, F_PARENT_ID) && ascii_hash(r, F_PARENT_ID, &hash)) {
    r->derived[1] = hash;
    derived |= D_PARENT_HASH;
  }
  if (plain_string(r, F_TIMESTAMP) && iso_millis(r, F_TIMESTAMP, &ms)) {
    r->derived[2] = (u32)ms;
    r->derived[3] = (u32)((unsigned long long)ms >> 32);
    derived |= D_MILLIS;
  }
  r->bits |= derived;
}

/* Scans the line at `p` into the record `r`; returns its LF (the sentinel at the end, for a last line). */
static const u8 *scan_line(const u8 *p, int file_start, record *r) {
  u32 bom = 0;
  if (file_start && p[0] == 0xef && p[1] == 0xbb && p[2] == 0xbf) {
    bom = 1;
    p += 3;
  }
  const u8 *start = p;
  const u8 *q = skip_space(p);
  const u8 *lf;
  u32 status;
  r->bits = 0;
  clear_fields(r);
  u8 c = *q;
  if (c == LF) {
    lf = q;
    status = S_BLANK;
  } else if (c == '{') {
    const u8 *after = parse_object(q, r, 1);
    if (after) after = skip_space(after);
    if (after && *after == LF) {
      lf = after;
      status = S_OBJECT;
      derive(r);
    } else {
      r->bits = 0;
      clear_fields(r);
      lf = find_lf(q);
      status = S_MALFORMED;
    }
  } else if (c == 0x0b || c == 0x0c || c >= 0x80) {
    /* no JSON value starts so; the line is blank when it is Unicode white space only */
    lf = find_lf(q);
    status = trim_blank(q, lf) ? S_BLANK : S_MALFORMED;
  } else {
    const u8 *after = value_end(q);
    if (after) after = skip_space(after);
    if (after && *after == LF) {
      lf = after;
      status = S_NOT_OBJECT;
    } else {
      lf = find_lf(q);
      status = S_MALFORMED;
    }
  }
  u32 cr = lf > start && lf[-1] == CR;
  r->start = (u32)(start - origin);
  r->end = (u32)(lf - origin) - cr;
  r->newline = (u32)(lf - origin);
  r->bits |= status | cr << 2 | bom << 3;
  return lf;
}

// ---------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------

#define EXPORT(name) __attribute__((export_name(name)))

EXPORT("records") record *records_address(void) { return records; }
EXPORT("recordBytes") u32 record_bytes(void) { return sizeof(record); }
EXPORT("maxRecords") u32 max_records(void) { return MAX_RECORDS; }
EXPORT("stopped") u32 stopped_at(void) { return stopped; }

/*
 * Scans the lines of [base + at, base + end) into the records and returns how many it wrote.
 * flags: 1 final (the bytes after the last LF form a line), 2 the first line starts a file.
 * Field spans are offsets from `base` plus `moved`. `stopped` is then where the next call goes
 * on: after the last LF recorded, or `end`.
 */
EXPORT("scan") u32 scan(u8 *base, u32 at, u32 end, u32 flags, u8 *bits, u32 moved) {
  origin = base;
  shift = moved;
  stack = bits;
  u8 *e = base + end;
  const u8 *p = base + at;
  if (!(flags & 1)) {
    /* not final: only the lines up to the last LF are complete */
    const u8 *last = find_last_lf(p, e);
    if (!last) {
      stopped = at;
      return 0;
    }
    e = (u8 *)last + 1;
  }
  u8 saved = *e;
  *e = LF;
  int file_start = (flags & 2) != 0;
  u32 n = 0;
  while (p < e && n < MAX_RECORDS) {
    const u8 *lf = scan_line(p, file_start, records + n);
    file_start = 0;
    n++;
    p = lf + 1;
  }
  *e = saved;
  stopped = p >= e ? (u32)(e - base) : (u32)(p - base);
  return n;
}
