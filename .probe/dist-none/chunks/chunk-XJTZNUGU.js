import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  layer as layer2,
  layer2 as layer3
} from "./chunk-GSIWMXAT.js";
import {
  Command,
  Path,
  SessionStore,
  StorageError,
  apply,
  config2 as config,
  create,
  expandPath,
  fileName,
  idSource,
  isStoreError,
  layer2 as layer,
  layerNodeServices,
  sessionIdentity
} from "./chunk-WDLIEMDJ.js";
import {
  BadArgument,
  FileSystem
} from "./chunk-TSB53EJV.js";
import {
  Cause_exports,
  CommitPrototype,
  ConfigProvider_exports,
  Context_exports,
  Data_exports,
  Date$,
  Effect_exports,
  Either_exports,
  Exit_exports,
  GenericTag,
  Int,
  Layer_exports,
  Literal,
  NumberFromString,
  Option_exports,
  String$,
  TaggedError,
  _void,
  acquireRelease,
  addFinalizer2 as addFinalizer,
  allLevels,
  allocate,
  append,
  appendAll,
  as,
  asVoid,
  async,
  boolean,
  cached,
  catchAll,
  catchIf,
  catchSome,
  catchTag,
  catchTags,
  combine,
  compose,
  cons,
  contains,
  decodeUnknown,
  die2 as die,
  dieMessage,
  drop,
  dual,
  empty,
  empty3 as empty2,
  ensuring,
  equals,
  every,
  fail2 as fail,
  filter,
  filter2,
  filterMap,
  filterOrDieMessage,
  findFirst,
  findFirstIndex,
  findLast,
  flatMap2 as flatMap,
  flatMap3 as flatMap2,
  flatMap4 as flatMap3,
  flatten,
  fnUntraced,
  forEach2 as forEach,
  fromIterable,
  fromIterable2,
  fromIterable3,
  fromNullable,
  fromString,
  gen2 as gen,
  get2 as get,
  get3 as get2,
  get4 as get3,
  get5 as get4,
  getOrElse,
  getOrThrow,
  getSomes,
  hash,
  head,
  headNonEmpty,
  identity,
  int,
  is,
  isArray,
  isConfig,
  isConfigError,
  isEffect,
  isEmpty,
  isEmptyReadonlyArray,
  isMissingDataOnly,
  isNil,
  isNonEmptyReadonlyArray,
  isNone,
  isObject,
  isOption,
  isSome,
  isTagged,
  join,
  left,
  log,
  make10 as make6,
  make11 as make7,
  make2 as make,
  make5 as make2,
  make6 as make3,
  make8 as make4,
  make9 as make5,
  map,
  map3 as map2,
  map5 as map3,
  mapBoth,
  mapError,
  mapInput,
  match,
  match2,
  match3,
  matchEffect,
  matchLeft,
  matchRight,
  merge,
  none,
  of,
  of3 as of2,
  orDie,
  orElse,
  orElse2,
  orElse3,
  orElseFail,
  pipe,
  pipeArguments,
  prepend,
  reduce,
  reduceRight,
  repeatN,
  right,
  round,
  runSync,
  scoped,
  scoped2,
  set,
  some,
  some2,
  sort,
  span,
  string,
  string2,
  succeed,
  suspend,
  symbol,
  symbol2,
  sync,
  taggedEnum,
  tailNonEmpty,
  tap,
  toStringUnknown,
  uninterruptible,
  unlessEffect,
  unsafeGet,
  update,
  updateAndGet,
  updateEffect,
  value,
  void_2 as void_,
  when,
  when2,
  zip,
  zipLeft,
  zipRight,
  zipWith
} from "./chunk-WFCFCPO7.js";

// node_modules/@effect/typeclass/dist/esm/internal/Iterable.js
function reduce2(b, f) {
  return function(iterable) {
    if (Array.isArray(iterable)) {
      return iterable.reduce(f, b);
    }
    let result = b;
    for (const n of iterable) {
      result = f(result, n);
    }
    return result;
  };
}
function map4(f) {
  return function(iterable) {
    if (Array.isArray(iterable)) {
      return iterable.map(f);
    }
    return (function* () {
      for (const n of iterable) {
        yield f(n);
      }
    })();
  };
}

// node_modules/@effect/typeclass/dist/esm/Product.js
var struct = (F) => (fields) => {
  const keys = Object.keys(fields);
  return F.imap(F.productAll(keys.map((k) => fields[k])), (values) => {
    const out = {};
    for (let i = 0; i < values.length; i++) {
      out[keys[i]] = values[i];
    }
    return out;
  }, (r) => keys.map((k) => r[k]));
};

// node_modules/@effect/typeclass/dist/esm/Semigroup.js
var make8 = (combine4, combineMany = (self, collection) => reduce2(self, combine4)(collection)) => ({
  combine: combine4,
  combineMany
});
var constant = (a) => make8(() => a, () => a);
var first = () => make8((a) => a, (a) => a);
var imap = /* @__PURE__ */ dual(3, (S, to, from) => make8((self, that) => to(S.combine(from(self), from(that))), (self, collection) => to(S.combineMany(from(self), map4(from)(collection)))));
var product = (self, that) => make8(([xa, xb], [ya, yb]) => [self.combine(xa, ya), that.combine(xb, yb)]);
var productAll = (collection) => {
  return make8((x, y) => {
    const len = Math.min(x.length, y.length);
    const out = [];
    let collectionLength = 0;
    for (const s of collection) {
      if (collectionLength >= len) {
        break;
      }
      out.push(s.combine(x[collectionLength], y[collectionLength]));
      collectionLength++;
    }
    return out;
  });
};
var productMany = (self, collection) => {
  const semigroup = productAll(collection);
  return make8((x, y) => [self.combine(x[0], y[0]), ...semigroup.combine(x.slice(1), y.slice(1))]);
};
var of3 = constant;
var Product = {
  of: of3,
  imap,
  product,
  productMany,
  productAll
};
var array = () => make8((self, that) => self.concat(that));
var struct2 = /* @__PURE__ */ struct(Product);

// node_modules/@effect/typeclass/dist/esm/Monoid.js
var fromSemigroup = (S, empty9) => ({
  combine: S.combine,
  combineMany: S.combineMany,
  empty: empty9,
  combineAll: (collection) => S.combineMany(empty9, collection)
});
var array2 = () => fromSemigroup(array(), []);
var struct3 = (fields) => {
  const empty9 = {};
  for (const k in fields) {
    if (Object.prototype.hasOwnProperty.call(fields, k)) {
      empty9[k] = fields[k].empty;
    }
  }
  return fromSemigroup(struct2(fields), empty9);
};

// node_modules/@effect/printer-ansi/dist/esm/internal/color.js
var black = {
  _tag: "Black"
};
var red = {
  _tag: "Red"
};
var green = {
  _tag: "Green"
};
var magenta = {
  _tag: "Magenta"
};
var cyan = {
  _tag: "Cyan"
};
var white = {
  _tag: "White"
};
var toCode = (color3) => {
  switch (color3._tag) {
    case "Black": {
      return 0;
    }
    case "Red": {
      return 1;
    }
    case "Green": {
      return 2;
    }
    case "Yellow": {
      return 3;
    }
    case "Blue": {
      return 4;
    }
    case "Magenta": {
      return 5;
    }
    case "Cyan": {
      return 6;
    }
    case "White": {
      return 7;
    }
  }
};

// node_modules/@effect/printer-ansi/dist/esm/internal/sgr.js
var reset = {
  _tag: "Reset"
};
var setBold = (bold3) => ({
  _tag: "SetBold",
  bold: bold3
});
var setColor = (color3, vivid, layer7) => ({
  _tag: "SetColor",
  color: color3,
  vivid,
  layer: layer7
});
var setItalicized = (italicized3) => ({
  _tag: "SetItalicized",
  italicized: italicized3
});
var setStrikethrough = (strikethrough3) => ({
  _tag: "SetStrikethrough",
  strikethrough: strikethrough3
});
var setUnderlined = (underlined3) => ({
  _tag: "SetUnderlined",
  underlined: underlined3
});
var toCode2 = (self) => {
  switch (self._tag) {
    case "Reset": {
      return 0;
    }
    case "SetBold": {
      return self.bold ? 1 : 22;
    }
    case "SetColor": {
      switch (self.layer) {
        case "foreground": {
          return self.vivid ? 90 + toCode(self.color) : 30 + toCode(self.color);
        }
        case "background": {
          return self.vivid ? 100 + toCode(self.color) : 40 + toCode(self.color);
        }
      }
    }
    case "SetItalicized": {
      return self.italicized ? 3 : 23;
    }
    case "SetStrikethrough": {
      return self.strikethrough ? 9 : 29;
    }
    case "SetUnderlined": {
      return self.underlined ? 4 : 24;
    }
  }
};
var toEscapeSequence = (sgrs) => csi("m", sgrs);
var csi = (controlFunction, sgrs) => {
  const params = Array.from(sgrs).map((sgr) => `${toCode2(sgr)}`).join(";");
  return `\x1B[${params}${controlFunction}`;
};

// node_modules/@effect/printer-ansi/dist/esm/internal/ansi.js
var AnsiSymbolKey = "@effect/printer-ansi/Ansi";
var AnsiTypeId = /* @__PURE__ */ Symbol.for(AnsiSymbolKey);
var make9 = (params) => ({
  ...AnsiMonoid.empty,
  ...params
});
var typeIdSemigroup = /* @__PURE__ */ first();
var getFirstSomeSemigroup = /* @__PURE__ */ make8((self, that) => isSome(self) ? self : that);
var AnsiSemigroup = /* @__PURE__ */ struct2({
  [AnsiTypeId]: typeIdSemigroup,
  commands: /* @__PURE__ */ array(),
  foreground: getFirstSomeSemigroup,
  background: getFirstSomeSemigroup,
  bold: getFirstSomeSemigroup,
  italicized: getFirstSomeSemigroup,
  strikethrough: getFirstSomeSemigroup,
  underlined: getFirstSomeSemigroup
});
var typeIdMonoid = /* @__PURE__ */ fromSemigroup(typeIdSemigroup, AnsiTypeId);
var monoidOrElse = /* @__PURE__ */ fromSemigroup(getFirstSomeSemigroup, /* @__PURE__ */ none());
var AnsiMonoid = /* @__PURE__ */ struct3({
  [AnsiTypeId]: typeIdMonoid,
  commands: /* @__PURE__ */ array2(),
  foreground: monoidOrElse,
  background: monoidOrElse,
  bold: monoidOrElse,
  italicized: monoidOrElse,
  strikethrough: monoidOrElse,
  underlined: monoidOrElse
});
var none2 = AnsiMonoid.empty;
var ESC = "\x1B[";
var BEL = "\x07";
var SEP = ";";
var bold = /* @__PURE__ */ make9({
  bold: /* @__PURE__ */ some(/* @__PURE__ */ setBold(true))
});
var italicized = /* @__PURE__ */ make9({
  italicized: /* @__PURE__ */ some(/* @__PURE__ */ setItalicized(true))
});
var strikethrough = /* @__PURE__ */ make9({
  strikethrough: /* @__PURE__ */ some(/* @__PURE__ */ setStrikethrough(true))
});
var underlined = /* @__PURE__ */ make9({
  underlined: /* @__PURE__ */ some(/* @__PURE__ */ setUnderlined(true))
});
var brightColor = (color3) => make9({
  foreground: some(setColor(color3, true, "foreground"))
});
var color = (color3) => make9({
  foreground: some(setColor(color3, false, "foreground"))
});
var red2 = /* @__PURE__ */ color(red);
var green2 = /* @__PURE__ */ color(green);
var white2 = /* @__PURE__ */ color(white);
var blackBright = /* @__PURE__ */ brightColor(black);
var cyanBright = /* @__PURE__ */ brightColor(cyan);
var beep = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(BEL)
});
var cursorTo = (column3, row) => {
  if (row === void 0) {
    const command2 = `${ESC}${Math.max(column3 + 1, 0)}G`;
    return make9({
      commands: of(command2)
    });
  }
  const command = `${ESC}${row + 1}${SEP}${Math.max(column3 + 1, 0)}H`;
  return make9({
    commands: of(command)
  });
};
var cursorMove = (column3, row = 0) => {
  let command = "";
  if (row < 0) {
    command += `${ESC}${-row}A`;
  }
  if (row > 0) {
    command += `${ESC}${row}B`;
  }
  if (column3 > 0) {
    command += `${ESC}${column3}C`;
  }
  if (column3 < 0) {
    command += `${ESC}${-column3}D`;
  }
  return make9({
    commands: of(command)
  });
};
var cursorDown = (lines2 = 1) => {
  const command = `${ESC}${lines2}B`;
  return make9({
    commands: of(command)
  });
};
var cursorLeft = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}G`)
});
var cursorSavePosition = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}s`)
});
var cursorRestorePosition = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}u`)
});
var cursorHide = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}?25l`)
});
var cursorShow = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}?25h`)
});
var eraseLines = (rows) => {
  let command = "";
  for (let i = 0; i < rows; i++) {
    command += `${ESC}2K` + (i < rows - 1 ? `${ESC}1A` : "");
  }
  if (rows > 0) {
    command += `${ESC}G`;
  }
  return make9({
    commands: of(command)
  });
};
var eraseEndLine = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}K`)
});
var eraseStartLine = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}1K`)
});
var eraseLine = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}2K`)
});
var eraseDown = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}J`)
});
var eraseUp = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}1J`)
});
var eraseScreen = /* @__PURE__ */ make9({
  commands: /* @__PURE__ */ of(`${ESC}2J`)
});
var stringify = (self) => stringifyInternal(self);
var combine2 = /* @__PURE__ */ dual(2, (self, that) => combineInternal(self, that));
var combineInternal = (self, that) => AnsiSemigroup.combine(self, that);
var stringifyInternal = (self) => {
  const displaySequence = toEscapeSequence(getSomes([some(reset), self.foreground, self.background, self.bold, self.italicized, self.strikethrough, self.underlined]));
  const commandSequence = join(self.commands, "");
  return `${displaySequence}${commandSequence}`;
};

// node_modules/@effect/printer-ansi/dist/esm/Ansi.js
var bold2 = bold;
var italicized2 = italicized;
var strikethrough2 = strikethrough;
var underlined2 = underlined;
var color2 = color;
var red3 = red2;
var green3 = green2;
var white3 = white2;
var blackBright2 = blackBright;
var cyanBright2 = cyanBright;
var combine3 = combine2;

// node_modules/@effect/printer/dist/esm/internal/flatten.js
var FlattenSymbolKey = "@effect/printer/Flatten";
var FlattenTypeId = /* @__PURE__ */ Symbol.for(FlattenSymbolKey);
var protoHash = {
  Flattened: (self) => combine(hash(self.value))(string(FlattenSymbolKey)),
  AlreadyFlat: (_) => combine(string("@effect/printer/Flattened/AlreadyFlat"))(string(FlattenSymbolKey)),
  NeverFlat: (_) => combine(string("@effect/printer/Flattened/NeverFlat"))(string(FlattenSymbolKey))
};
var protoEqual = {
  Flattened: (self, that) => isFlatten(that) && that._tag === "Flattened" && equals(self.value, that.value),
  AlreadyFlat: (_, that) => isFlatten(that) && that._tag === "AlreadyFlat",
  NeverFlat: (_, that) => isFlatten(that) && that._tag === "NeverFlat"
};
var proto = {
  [FlattenTypeId]: {
    _A: (_) => _
  },
  [symbol]() {
    return cached(this, protoHash[this._tag](this));
  },
  [symbol2](that) {
    return protoEqual[this._tag](this, that);
  }
};
var isFlatten = (u) => typeof u === "object" && u != null && FlattenTypeId in u;
var isFlattened = (self) => self._tag === "Flattened";
var isAlreadyFlat = (self) => self._tag === "AlreadyFlat";
var isNeverFlat = (self) => self._tag === "NeverFlat";
var flattened = (value2) => (() => {
  const op = Object.create(proto);
  op._tag = "Flattened";
  op.value = value2;
  return op;
})();
var alreadyFlat = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto);
  op._tag = "AlreadyFlat";
  return op;
})();
var neverFlat = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto);
  op._tag = "NeverFlat";
  return op;
})();
var map5 = /* @__PURE__ */ dual(2, (self, f) => {
  switch (self._tag) {
    case "Flattened": {
      return flattened(f(self.value));
    }
    case "AlreadyFlat": {
      return alreadyFlat;
    }
    case "NeverFlat": {
      return neverFlat;
    }
  }
});

// node_modules/@effect/printer/dist/esm/internal/doc.js
var DocSymbolKey = "@effect/printer/Doc";
var DocTypeId = /* @__PURE__ */ Symbol.for(DocSymbolKey);
var protoHash2 = {
  Fail: (_) => combine(hash(DocSymbolKey))(hash("@effect/printer/Doc/Fail")),
  Empty: (_) => combine(hash(DocSymbolKey))(hash("@effect/printer/Doc/Empty")),
  Char: (self) => combine(hash(DocSymbolKey))(string(self.char)),
  Text: (self) => combine(hash(DocSymbolKey))(string(self.text)),
  Line: (_) => combine(hash(DocSymbolKey))(hash("@effect/printer/Doc/Line")),
  FlatAlt: (self) => combine(hash(DocSymbolKey))(combine(hash(self.left))(hash(self.right))),
  Cat: (self) => combine(hash(DocSymbolKey))(combine(hash(self.left))(hash(self.right))),
  Nest: (self) => combine(hash(DocSymbolKey))(combine(hash(self.indent))(hash(self.doc))),
  Union: (self) => combine(hash(DocSymbolKey))(combine(hash(self.left))(hash(self.right))),
  Column: (self) => combine(hash(DocSymbolKey))(hash(self.react)),
  WithPageWidth: (self) => combine(hash(DocSymbolKey))(hash(self.react)),
  Nesting: (self) => combine(hash(DocSymbolKey))(hash(self.react)),
  Annotated: (self) => combine(hash(DocSymbolKey))(combine(hash(self.annotation))(hash(self.doc)))
};
var protoEqual2 = {
  Fail: (_, that) => isDoc(that) && that._tag === "Fail",
  Empty: (_, that) => isDoc(that) && that._tag === "Empty",
  Char: (self, that) => isDoc(that) && that._tag === "Char" && self.char === that.char,
  Text: (self, that) => isDoc(that) && that._tag === "Text" && self.text === that.text,
  Line: (_, that) => isDoc(that) && that._tag === "Line",
  FlatAlt: (self, that) => isDoc(that) && that._tag === "FlatAlt" && equals(that.left)(self.left) && equals(that.right)(self.right),
  Cat: (self, that) => isDoc(that) && that._tag === "Cat" && equals(that.left)(self.left) && equals(that.right)(self.right),
  Nest: (self, that) => isDoc(that) && that._tag === "Nest" && self.indent === that.indent && equals(that.doc)(self.doc),
  Union: (self, that) => isDoc(that) && that._tag === "Union" && equals(that.left)(self.left) && equals(that.right)(self.right),
  Column: (self, that) => isDoc(that) && that._tag === "Column" && equals(that.react)(self.react),
  WithPageWidth: (self, that) => isDoc(that) && that._tag === "WithPageWidth" && equals(that.react)(self.react),
  Nesting: (self, that) => isDoc(that) && that._tag === "Nesting" && equals(that.react)(self.react),
  Annotated: (self, that) => isDoc(that) && that._tag === "Annotated" && equals(that.annotation)(self.annotation) && equals(that.doc)(self.doc)
};
var proto2 = {
  [DocTypeId]: {
    _A: (_) => _
  },
  [symbol]() {
    return cached(this, protoHash2[this._tag](this));
  },
  [symbol2](that) {
    return protoEqual2[this._tag](this, that);
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isDoc = (u) => typeof u === "object" && u != null && DocTypeId in u;
var isEmpty2 = (self) => self._tag === "Empty";
var isChar = (self) => self._tag === "Char";
var isText = (self) => self._tag === "Text";
var isCat = (self) => self._tag === "Cat";
var isNest = (self) => self._tag === "Nest";
var char = (char4) => {
  const op = Object.create(proto2);
  op._tag = "Char";
  op.char = char4;
  return op;
};
var text = (text10) => {
  const op = Object.create(proto2);
  op._tag = "Text";
  op.text = text10;
  return op;
};
var flatAlt = /* @__PURE__ */ dual(2, (self, that) => {
  const op = Object.create(proto2);
  op._tag = "FlatAlt";
  op.left = self;
  op.right = that;
  return op;
});
var union = /* @__PURE__ */ dual(2, (self, that) => {
  const op = Object.create(proto2);
  op._tag = "Union";
  op.left = self;
  op.right = that;
  return op;
});
var cat = /* @__PURE__ */ dual(2, (self, that) => {
  const op = Object.create(proto2);
  op._tag = "Cat";
  op.left = self;
  op.right = that;
  return op;
});
var empty3 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto2);
  op._tag = "Empty";
  return op;
})();
var fail2 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto2);
  op._tag = "Fail";
  return op;
})();
var hardLine = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto2);
  op._tag = "Line";
  return op;
})();
var line = /* @__PURE__ */ flatAlt(hardLine, /* @__PURE__ */ char(" "));
var lineBreak = /* @__PURE__ */ flatAlt(hardLine, empty3);
var space = /* @__PURE__ */ char(" ");
var cats = (docs) => group(vcat(docs));
var catWithLine = /* @__PURE__ */ dual(2, (self, that) => cat(self, cat(line, that)));
var catWithLineBreak = /* @__PURE__ */ dual(2, (self, that) => cat(self, cat(lineBreak, that)));
var catWithSpace = /* @__PURE__ */ dual(2, (self, that) => cat(self, cat(space, that)));
var concatWith = /* @__PURE__ */ dual(2, (docs, f) => matchRight(fromIterable(docs), {
  onEmpty: () => empty3,
  onNonEmpty: (init, last) => reduceRight(init, last, (curr, acc) => f(acc, curr))
}));
var vcat = (docs) => concatWith(docs, (left2, right2) => catWithLineBreak(left2, right2));
var hsep = (docs) => concatWith(docs, (left2, right2) => catWithSpace(left2, right2));
var vsep = (docs) => concatWith(docs, (left2, right2) => catWithLine(left2, right2));
var group = (self) => {
  switch (self._tag) {
    case "FlatAlt": {
      const flattened2 = changesUponFlattening(self.right);
      switch (flattened2._tag) {
        case "Flattened": {
          return union(flattened2.value, self.left);
        }
        case "AlreadyFlat": {
          return union(self.right, self.left);
        }
        case "NeverFlat": {
          return self.left;
        }
      }
    }
    case "Union": {
      return self;
    }
    default: {
      const flattened2 = changesUponFlattening(self);
      return isFlattened(flattened2) ? union(flattened2.value, self) : self;
    }
  }
};
var column = (react) => {
  const op = Object.create(proto2);
  op._tag = "Column";
  op.react = react;
  return op;
};
var nesting = (react) => {
  const op = Object.create(proto2);
  op._tag = "Nesting";
  op.react = react;
  return op;
};
var pageWidth = (react) => {
  const op = Object.create(proto2);
  op._tag = "WithPageWidth";
  op.react = react;
  return op;
};
var nest = /* @__PURE__ */ dual(2, (self, indent3) => indent3 === 0 ? self : (() => {
  const op = Object.create(proto2);
  op._tag = "Nest";
  op.indent = indent3;
  op.doc = self;
  return op;
})());
var align = (self) => column((position) => nesting((level) => nest(self, position - level)));
var hang = /* @__PURE__ */ dual(2, (self, indent3) => align(nest(self, indent3)));
var indent = /* @__PURE__ */ dual(2, (self, indent3) => hang(cat(spaces(indent3), self), indent3));
var flatten2 = (self) => runSync(flattenSafe(self));
var flattenSafe = (self) => gen(function* () {
  switch (self._tag) {
    case "Fail": {
      return self;
    }
    case "Empty": {
      return self;
    }
    case "Char": {
      return self;
    }
    case "Text": {
      return self;
    }
    case "Line": {
      return fail2;
    }
    case "FlatAlt": {
      return yield* flattenSafe(self.right);
    }
    case "Cat": {
      const left2 = yield* flattenSafe(self.left);
      const right2 = yield* flattenSafe(self.right);
      return cat(left2, right2);
    }
    case "Nest": {
      const doc = yield* flattenSafe(self.doc);
      return nest(doc, self.indent);
    }
    case "Union": {
      return yield* flattenSafe(self.left);
    }
    case "Column": {
      return column((position) => flatten2(self.react(position)));
    }
    case "WithPageWidth": {
      return pageWidth((pageWidth3) => flatten2(self.react(pageWidth3)));
    }
    case "Nesting": {
      return nesting((level) => flatten2(self.react(level)));
    }
    case "Annotated": {
      const doc = yield* flattenSafe(self.doc);
      return annotate(doc, self.annotation);
    }
  }
});
var changesUponFlattening = (self) => runSync(changesUponFlatteningSafe(self));
var changesUponFlatteningSafe = (self) => gen(function* () {
  switch (self._tag) {
    case "Fail":
    case "Line": {
      return neverFlat;
    }
    case "Empty":
    case "Char":
    case "Text": {
      return alreadyFlat;
    }
    case "FlatAlt": {
      const doc = yield* flattenSafe(self.right);
      return flattened(doc);
    }
    case "Cat": {
      const left2 = yield* changesUponFlatteningSafe(self.left);
      const right2 = yield* changesUponFlatteningSafe(self.right);
      if (isNeverFlat(left2) || isNeverFlat(right2)) {
        return neverFlat;
      }
      if (isFlattened(left2) && isFlattened(right2)) {
        return flattened(cat(left2.value, right2.value));
      }
      if (isFlattened(left2) && isAlreadyFlat(right2)) {
        return flattened(cat(left2.value, self.right));
      }
      if (isAlreadyFlat(left2) && isFlattened(right2)) {
        return flattened(cat(self.left, right2.value));
      }
      if (isAlreadyFlat(left2) && isAlreadyFlat(right2)) {
        return alreadyFlat;
      }
      throw new Error("[BUG]: Doc.changesUponFlattening - unable to flatten a Cat document - please open an issue at https://github.com/IMax153/contentlayer/issues/new");
    }
    case "Nest": {
      return yield* pipe(changesUponFlatteningSafe(self.doc), map3(map5((doc) => nest(doc, self.indent))));
    }
    case "Union": {
      return flattened(self.left);
    }
    case "Column": {
      const doc = column((position) => runSync(flattenSafe(self.react(position))));
      return flattened(doc);
    }
    case "WithPageWidth": {
      const doc = pageWidth((pageWidth3) => runSync(flattenSafe(self.react(pageWidth3))));
      return flattened(doc);
    }
    case "Nesting": {
      const doc = nesting((level) => runSync(flattenSafe(self.react(level))));
      return flattened(doc);
    }
    case "Annotated": {
      return yield* pipe(changesUponFlatteningSafe(self.doc), map3(map5((doc) => annotate(doc, self.annotation))));
    }
  }
});
var annotate = /* @__PURE__ */ dual(2, (self, annotation) => {
  const op = Object.create(proto2);
  op._tag = "Annotated";
  op.doc = self;
  op.annotation = annotation;
  return op;
});
var spaces = (n) => {
  if (n <= 0) {
    return empty3;
  }
  if (n === 1) {
    return char(" ");
  }
  return text(textSpaces(n));
};
var textSpaces = (n) => {
  let s = "";
  for (let i = 0; i < n; i++) {
    s = s += " ";
  }
  return s;
};

// node_modules/@effect/printer/dist/esm/internal/docStream.js
var DocStreamSymbolKey = "@effect/printer/DocStream";
var DocStreamTypeId = /* @__PURE__ */ Symbol.for(DocStreamSymbolKey);
var protoHash3 = {
  FailedStream: (_) => pipe(string("@effect/printer/DocStream/FailedStream"), combine(string(DocStreamSymbolKey))),
  EmptyStream: (_) => pipe(string("@effect/printer/DocStream/EmptyStream"), combine(string(DocStreamSymbolKey))),
  CharStream: (self) => pipe(hash("@effect/printer/DocStream/CharStream"), combine(string(DocStreamSymbolKey)), combine(string(self.char)), combine(hash(self.stream))),
  TextStream: (self) => pipe(string("@effect/printer/DocStream/TextStream"), combine(string(DocStreamSymbolKey)), combine(string(self.text)), combine(hash(self.stream))),
  LineStream: (self) => pipe(string("@effect/printer/DocStream/LineStream"), combine(string(DocStreamSymbolKey)), combine(hash(self.stream))),
  PushAnnotationStream: (self) => pipe(string("@effect/printer/DocStream/PopAnnotationStream"), combine(string(DocStreamSymbolKey)), combine(hash(self.annotation)), combine(hash(self.stream))),
  PopAnnotationStream: (self) => pipe(string("@effect/printer/DocStream/PopAnnotationStream"), combine(string(DocStreamSymbolKey)), combine(hash(self.stream)))
};
var protoEqual3 = {
  FailedStream: (self, that) => isDocStream(that) && that._tag === "FailedStream",
  EmptyStream: (self, that) => isDocStream(that) && that._tag === "EmptyStream",
  CharStream: (self, that) => isDocStream(that) && that._tag === "CharStream" && self.char === that.char && equals(self.stream, that.stream),
  TextStream: (self, that) => isDocStream(that) && that._tag === "TextStream" && self.text === that.text && equals(self.stream, that.stream),
  LineStream: (self, that) => isDocStream(that) && that._tag === "LineStream" && equals(self.stream, that.stream),
  PushAnnotationStream: (self, that) => isDocStream(that) && that._tag === "PushAnnotationStream" && equals(self.annotation, that.annotation) && equals(self.stream, that.stream),
  PopAnnotationStream: (self, that) => isDocStream(that) && that._tag === "PopAnnotationStream" && equals(self.stream, that.stream)
};
var proto3 = {
  [DocStreamTypeId]: {
    _A: (_) => _
  },
  [symbol]() {
    return cached(this, protoHash3[this._tag](this));
  },
  [symbol2](that) {
    return protoEqual3[this._tag](this, that);
  }
};
var isDocStream = (u) => typeof u === "object" && u != null && DocStreamTypeId in u;
var isEmptyStream = (self) => self._tag === "EmptyStream";
var isLineStream = (self) => self._tag === "LineStream";
var failed = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto3);
  op._tag = "FailedStream";
  return op;
})();
var empty4 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto3);
  op._tag = "EmptyStream";
  return op;
})();
var char2 = /* @__PURE__ */ dual(2, (self, char4) => {
  const op = Object.create(proto3);
  op._tag = "CharStream";
  op.char = char4;
  op.stream = self;
  return op;
});
var text2 = /* @__PURE__ */ dual(2, (self, text10) => {
  const op = Object.create(proto3);
  op._tag = "TextStream";
  op.text = text10;
  op.stream = self;
  return op;
});
var line2 = /* @__PURE__ */ dual(2, (self, indentation) => {
  const op = Object.create(proto3);
  op._tag = "LineStream";
  op.indentation = indentation;
  op.stream = self;
  return op;
});
var pushAnnotation = /* @__PURE__ */ dual(2, (self, annotation) => {
  const op = Object.create(proto3);
  op._tag = "PushAnnotationStream";
  op.annotation = annotation;
  op.stream = self;
  return op;
});
var popAnnotation = (stream) => {
  const op = Object.create(proto3);
  op._tag = "PopAnnotationStream";
  op.stream = stream;
  return op;
};

// node_modules/@effect/printer/dist/esm/internal/layoutPipeline.js
var nil = {
  _tag: "Nil"
};
var cons2 = (indent3, document, pipeline) => ({
  _tag: "Cons",
  indent: indent3,
  document,
  pipeline
});
var undoAnnotation = (pipeline) => ({
  _tag: "UndoAnnotation",
  pipeline
});

// node_modules/@effect/printer/dist/esm/internal/pageWidth.js
var PageWidthSymbolKey = "@effect/printer/PageWidth";
var PageWidthTypeId = /* @__PURE__ */ Symbol.for(PageWidthSymbolKey);
var protoHash4 = {
  AvailablePerLine: (self) => pipe(hash("@effect/printer/PageWidth/AvailablePerLine"), combine(hash(PageWidthSymbolKey)), combine(hash(self.lineWidth)), combine(hash(self.ribbonFraction))),
  Unbounded: (_) => pipe(hash("@effect/printer/PageWidth/Unbounded"), combine(hash(PageWidthSymbolKey)))
};
var protoEqual4 = {
  AvailablePerLine: (self, that) => isPageWidth(that) && that._tag === "AvailablePerLine" && self.lineWidth === that.lineWidth && self.ribbonFraction === that.ribbonFraction,
  Unbounded: (self, that) => isPageWidth(that) && that._tag === "Unbounded"
};
var proto4 = {
  [PageWidthTypeId]: PageWidthTypeId,
  [symbol]() {
    return cached(this, protoHash4[this._tag](this));
  },
  [symbol2](that) {
    return protoEqual4[this._tag](this, that);
  }
};
var isPageWidth = (u) => typeof u === "object" && u != null && PageWidthTypeId in u;
var availablePerLine = (lineWidth, ribbonFraction) => {
  const op = Object.create(proto4);
  op._tag = "AvailablePerLine";
  op.lineWidth = lineWidth;
  op.ribbonFraction = ribbonFraction;
  return op;
};
var unbounded = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto4);
  op._tag = "Unbounded";
  return op;
})();
var defaultPageWidth = /* @__PURE__ */ availablePerLine(80, 1);
var remainingWidth = (pageWidth3, ribbonFraction, indentation, currentColumn) => {
  const columnsLeftInLine = pageWidth3 - currentColumn;
  const ribbonWidth = Math.max(0, Math.min(pageWidth3, Math.floor(pageWidth3 * ribbonFraction)));
  const columnsLeftInRibbon = indentation + ribbonWidth - currentColumn;
  return Math.min(columnsLeftInLine, columnsLeftInRibbon);
};

// node_modules/@effect/printer/dist/esm/internal/layout.js
var options = (pageWidth3) => ({
  pageWidth: pageWidth3
});
var wadlerLeijen = /* @__PURE__ */ dual(3, (self, fits, options3) => runSync(wadlerLeijenSafe(cons2(0, self, nil), 0, 0, fits, options3)));
var wadlerLeijenSafe = (self, nestingLevel, currentColumn, fits, options3) => {
  const best = (self2, nl, cc) => gen(function* () {
    switch (self2._tag) {
      case "Nil": {
        return empty4;
      }
      case "Cons": {
        switch (self2.document._tag) {
          case "Fail": {
            return failed;
          }
          case "Empty": {
            return yield* best(self2.pipeline, nl, cc);
          }
          case "Char": {
            const stream = yield* best(self2.pipeline, nl, cc + 1);
            return char2(stream, self2.document.char);
          }
          case "Text": {
            const length = self2.document.text.length;
            const stream = yield* best(self2.pipeline, nl, cc + length);
            return text2(stream, self2.document.text);
          }
          case "Line": {
            const stream = yield* best(self2.pipeline, self2.indent, self2.indent);
            const nextIndent = isEmptyStream(stream) || isLineStream(stream) ? 0 : self2.indent;
            return line2(stream, nextIndent);
          }
          case "FlatAlt": {
            const next = cons2(self2.indent, self2.document.left, self2.pipeline);
            return yield* best(next, nl, cc);
          }
          case "Cat": {
            const inner = cons2(self2.indent, self2.document.right, self2.pipeline);
            const outer = cons2(self2.indent, self2.document.left, inner);
            return yield* best(outer, nl, cc);
          }
          case "Nest": {
            const indent3 = self2.indent + self2.document.indent;
            const next = cons2(indent3, self2.document.doc, self2.pipeline);
            return yield* best(next, nl, cc);
          }
          case "Union": {
            const leftPipeline = cons2(self2.indent, self2.document.left, self2.pipeline);
            const rightPipeline = cons2(self2.indent, self2.document.right, self2.pipeline);
            const left2 = best(leftPipeline, nl, cc);
            const right2 = best(rightPipeline, nl, cc);
            return selectNicer(fits, nl, cc, left2, right2);
          }
          case "Column": {
            const doc = self2.document.react(cc);
            const next = cons2(self2.indent, doc, self2.pipeline);
            return yield* best(next, nl, cc);
          }
          case "WithPageWidth": {
            const doc = self2.document.react(options3.pageWidth);
            const next = cons2(self2.indent, doc, self2.pipeline);
            return yield* best(next, nl, cc);
          }
          case "Nesting": {
            const doc = self2.document.react(self2.indent);
            const next = cons2(self2.indent, doc, self2.pipeline);
            return yield* best(next, nl, cc);
          }
          case "Annotated": {
            const undo = undoAnnotation(self2.pipeline);
            const next = cons2(self2.indent, self2.document.doc, undo);
            const stream = yield* best(next, nl, cc);
            return pushAnnotation(stream, self2.document.annotation);
          }
        }
      }
      case "UndoAnnotation": {
        const stream = yield* best(self2.pipeline, nestingLevel, currentColumn);
        return popAnnotation(stream);
      }
    }
  });
  return best(self, nestingLevel, currentColumn);
};
var selectNicer = (fits, lineIndent, currentColumn, left2, right2) => {
  const leftStream = runSync(left2);
  let rightStream = void 0;
  return fits(leftStream, lineIndent, currentColumn, () => rightStream ?? (rightStream = runSync(right2), rightStream)) ? leftStream : rightStream ?? runSync(right2);
};
var compact = (self) => runSync(compactSafe(of2(self), 0));
var compactSafe = (docs, i) => gen(function* () {
  if (isNil(docs)) {
    return empty4;
  }
  const head2 = docs.head;
  const tail = docs.tail;
  switch (head2._tag) {
    case "Fail": {
      return failed;
    }
    case "Empty": {
      return yield* compactSafe(tail, i);
    }
    case "Char": {
      const stream = yield* compactSafe(tail, i + 1);
      return char2(stream, head2.char);
    }
    case "Text": {
      const stream = yield* compactSafe(tail, i + head2.text.length);
      return text2(stream, head2.text);
    }
    case "Line": {
      const stream = yield* compactSafe(tail, 0);
      return line2(stream, 0);
    }
    case "FlatAlt": {
      return yield* compactSafe(cons(head2.left, tail), i);
    }
    case "Cat": {
      const list4 = cons(head2.left, cons(head2.right, tail));
      return yield* compactSafe(list4, i);
    }
    case "Nest": {
      return yield* compactSafe(cons(head2.doc, tail), i);
    }
    case "Union": {
      return yield* compactSafe(cons(head2.right, tail), i);
    }
    case "Column": {
      return yield* compactSafe(cons(head2.react(i), tail), i);
    }
    case "WithPageWidth": {
      return yield* compactSafe(cons(head2.react(unbounded), tail), i);
    }
    case "Nesting": {
      return yield* compactSafe(cons(head2.react(0), tail), i);
    }
    case "Annotated": {
      return yield* compactSafe(cons(head2.doc, tail), i);
    }
  }
});
var pretty = /* @__PURE__ */ dual(2, (self, options3) => {
  const width3 = options3.pageWidth;
  if (width3._tag === "AvailablePerLine") {
    return wadlerLeijen(self, (stream, indentation, currentColumn) => {
      const remainingWidth2 = remainingWidth(width3.lineWidth, width3.ribbonFraction, indentation, currentColumn);
      return fitsPretty(stream, remainingWidth2);
    }, options3);
  }
  return unbounded2(self);
});
var fitsPretty = (self, width3) => {
  let w = width3;
  let stream = self;
  while (w >= 0) {
    switch (stream._tag) {
      case "FailedStream": {
        return false;
      }
      case "EmptyStream": {
        return true;
      }
      case "CharStream": {
        w = w - 1;
        stream = stream.stream;
        break;
      }
      case "TextStream": {
        w = w - stream.text.length;
        stream = stream.stream;
        break;
      }
      case "LineStream": {
        return true;
      }
      case "PushAnnotationStream": {
        stream = stream.stream;
        break;
      }
      case "PopAnnotationStream": {
        stream = stream.stream;
        break;
      }
    }
  }
  return false;
};
var smart = /* @__PURE__ */ dual(2, (self, options3) => {
  const width3 = options3.pageWidth;
  if (width3._tag === "AvailablePerLine") {
    return wadlerLeijen(self, fitsSmart(width3.lineWidth, width3.ribbonFraction), options3);
  }
  return unbounded2(self);
});
var fitsSmart = (pageWidth3, ribbonFraction) => {
  return (stream, indentation, currentColumn, comparator) => {
    const availableWidth = remainingWidth(pageWidth3, ribbonFraction, indentation, currentColumn);
    return fitsSmartLoop(stream, comparator, pageWidth3, currentColumn, availableWidth);
  };
};
var fitsSmartLoop = (self, comparator, pageWidth3, currentColumn, availableWidth) => {
  let minNestingLevel;
  let stream = self;
  let w = availableWidth;
  while (w >= 0) {
    switch (stream._tag) {
      case "FailedStream": {
        return false;
      }
      case "EmptyStream": {
        return true;
      }
      case "CharStream": {
        w = w - 1;
        stream = stream.stream;
        break;
      }
      case "TextStream": {
        w = w - stream.text.length;
        stream = stream.stream;
        break;
      }
      case "LineStream": {
        if (!minNestingLevel) {
          minNestingLevel = match(getInitialIndentation(comparator()), {
            // Definitely not a hanging layout. Return the same `minNestingLevel` that
            // subsequent lines with the same indentation use
            onNone: () => currentColumn,
            // Could be a (less wide) hanging layout, so take the minimum of the indent
            // and the current column
            onSome: (value2) => Math.min(value2, currentColumn)
          });
        }
        if (minNestingLevel < stream.indentation) {
          return false;
        }
        w = pageWidth3 - stream.indentation;
        stream = stream.stream;
        break;
      }
      case "PushAnnotationStream": {
        stream = stream.stream;
        break;
      }
      case "PopAnnotationStream": {
        stream = stream.stream;
        break;
      }
    }
  }
  return false;
};
var getInitialIndentation = (self) => {
  let stream = self;
  while (stream._tag === "LineStream" || stream._tag === "PushAnnotationStream" || stream._tag === "PopAnnotationStream") {
    if (stream._tag === "LineStream") {
      return some(stream.indentation);
    }
    stream = stream.stream;
  }
  return none();
};
var unbounded2 = (self) => wadlerLeijen(self, (stream) => !failsOnFirstLine(stream), {
  pageWidth: unbounded
});
var failsOnFirstLine = (self) => {
  let stream = self;
  while (1) {
    switch (stream._tag) {
      case "FailedStream": {
        return true;
      }
      case "EmptyStream": {
        return false;
      }
      case "CharStream": {
        stream = stream.stream;
        break;
      }
      case "TextStream": {
        stream = stream.stream;
        break;
      }
      case "LineStream": {
        return false;
      }
      case "PushAnnotationStream": {
        stream = stream.stream;
        break;
      }
      case "PopAnnotationStream": {
        stream = stream.stream;
        break;
      }
    }
  }
  throw new Error("bug");
};

// node_modules/@effect/printer/dist/esm/Doc.js
var char3 = char;
var text3 = text;
var empty5 = empty3;
var hardLine2 = hardLine;
var space2 = space;
var cat2 = cat;
var cats2 = cats;
var hsep2 = hsep;
var vsep2 = vsep;
var nest2 = nest;
var align2 = align;
var indent2 = indent;
var annotate2 = annotate;

// node_modules/@effect/printer-ansi/dist/esm/internal/ansiDoc.js
var beep2 = /* @__PURE__ */ annotate2(empty5, beep);
var cursorTo2 = (column3, row) => annotate2(empty5, cursorTo(column3, row));
var cursorMove2 = (column3, row) => annotate2(empty5, cursorMove(column3, row));
var cursorDown2 = (lines2 = 1) => annotate2(empty5, cursorDown(lines2));
var cursorLeft2 = /* @__PURE__ */ annotate2(empty5, cursorLeft);
var cursorSavePosition2 = /* @__PURE__ */ annotate2(empty5, cursorSavePosition);
var cursorRestorePosition2 = /* @__PURE__ */ annotate2(empty5, cursorRestorePosition);
var cursorHide2 = /* @__PURE__ */ annotate2(empty5, cursorHide);
var cursorShow2 = /* @__PURE__ */ annotate2(empty5, cursorShow);
var eraseLines2 = (rows) => annotate2(empty5, eraseLines(rows));
var eraseLine2 = /* @__PURE__ */ annotate2(empty5, eraseLine);

// node_modules/@effect/printer/dist/esm/PageWidth.js
var defaultPageWidth2 = defaultPageWidth;

// node_modules/@effect/printer/dist/esm/Layout.js
var options2 = options;
var compact2 = compact;
var pretty2 = pretty;
var smart2 = smart;

// node_modules/@effect/printer-ansi/dist/esm/internal/ansiRender.js
var render = /* @__PURE__ */ dual(2, (self, config2) => {
  switch (config2.style) {
    case "compact": {
      return renderStream(compact2(self));
    }
    case "pretty": {
      const width3 = Object.assign({}, defaultPageWidth2, config2.options);
      return renderStream(pretty2(self, options2(width3)));
    }
    case "smart": {
      const width3 = Object.assign({}, defaultPageWidth2, config2.options);
      return renderStream(smart2(self, options2(width3)));
    }
  }
});
var renderStream = (self) => runSync(renderSafe(self, of2(none2)));
var unsafePeek = (stack) => {
  if (isNil(stack)) {
    throw new Error("BUG: AnsiRender.unsafePeek - peeked at an empty stack - please report an issue at https://github.com/Effect-TS/printer/issues");
  }
  return stack.head;
};
var unsafePop = (stack) => {
  if (isNil(stack)) {
    throw new Error("BUG: AnsiRender.unsafePop - popped from an empty stack - please report an issue at https://github.com/Effect-TS/printer/issues");
  }
  return [stack.head, stack.tail];
};
var renderSafe = (self, stack) => {
  switch (self._tag) {
    case "FailedStream": {
      return dieMessage("BUG: AnsiRender.renderSafe - attempted to render a failed doc stream - please report an issue at https://github.com/Effect-TS/printer/issues");
    }
    case "EmptyStream": {
      return succeed("");
    }
    case "CharStream": {
      return map3(suspend(() => renderSafe(self.stream, stack)), (rest) => self.char + rest);
    }
    case "TextStream": {
      return map3(suspend(() => renderSafe(self.stream, stack)), (rest) => self.text + rest);
    }
    case "LineStream": {
      let indent3 = "\n";
      for (let i = 0; i < self.indentation; i++) {
        indent3 = indent3 += " ";
      }
      return map3(suspend(() => renderSafe(self.stream, stack)), (rest) => indent3 + rest);
    }
    case "PushAnnotationStream": {
      const currentStyle = unsafePeek(stack);
      const nextStyle = combine2(self.annotation, currentStyle);
      return map3(suspend(() => renderSafe(self.stream, cons(self.annotation, stack))), (rest) => stringify(nextStyle) + rest);
    }
    case "PopAnnotationStream": {
      const [, styles] = unsafePop(stack);
      const nextStyle = unsafePeek(styles);
      return map3(suspend(() => renderSafe(self.stream, styles)), (rest) => stringify(nextStyle) + rest);
    }
  }
};

// node_modules/@effect/printer-ansi/dist/esm/AnsiDoc.js
var beep3 = beep2;
var cursorTo3 = cursorTo2;
var cursorMove3 = cursorMove2;
var cursorDown3 = cursorDown2;
var cursorLeft3 = cursorLeft2;
var cursorSavePosition3 = cursorSavePosition2;
var cursorRestorePosition3 = cursorRestorePosition2;
var cursorHide3 = cursorHide2;
var cursorShow3 = cursorShow2;
var eraseLines3 = eraseLines2;
var eraseLine3 = eraseLine2;
var render2 = render;

// node_modules/@effect/printer/dist/esm/internal/optimize.js
var optimize = /* @__PURE__ */ dual(2, (self, depth) => runSync(optimizeSafe(self, depth)));
var optimizeSafe = (self, depth) => {
  const optimize3 = (self2) => gen(function* () {
    switch (self2._tag) {
      case "Fail":
      case "Empty":
      case "Char":
      case "Text":
      case "Line": {
        return self2;
      }
      case "FlatAlt": {
        const left2 = yield* optimize3(self2.left);
        const right2 = yield* optimize3(self2.right);
        return flatAlt(left2, right2);
      }
      case "Cat": {
        if (isEmpty2(self2.left)) {
          return yield* optimize3(self2.right);
        }
        if (isEmpty2(self2.right)) {
          return yield* optimize3(self2.left);
        }
        if (isChar(self2.left) && isChar(self2.right)) {
          return text(self2.left.char + self2.right.char);
        }
        if (isText(self2.left) && isChar(self2.right)) {
          return text(self2.left.text + self2.right.char);
        }
        if (isChar(self2.left) && isText(self2.right)) {
          return text(self2.left.char + self2.right.text);
        }
        if (isText(self2.left) && isText(self2.right)) {
          return text(self2.left.text + self2.right.text);
        }
        if (isChar(self2.left) && isCat(self2.right) && isChar(self2.right.left) || isChar(self2.left) && isCat(self2.right) && isText(self2.right.left) || isText(self2.left) && isCat(self2.right) && isChar(self2.right.left) || isText(self2.left) && isCat(self2.right) && isText(self2.right.left)) {
          const inner = yield* optimize3(cat(self2.left, self2.right.left));
          return yield* optimize3(cat(inner, self2.right.right));
        }
        if (isCat(self2.left) && isChar(self2.left.right) || isCat(self2.left) && isText(self2.left.right)) {
          const inner = yield* optimize3(cat(self2.left.right, self2.right));
          return yield* optimize3(cat(self2.left.left, inner));
        }
        const left2 = yield* optimize3(self2.left);
        const right2 = yield* optimize3(self2.right);
        return cat(left2, right2);
      }
      case "Nest": {
        if (self2.indent === 0) {
          return yield* optimize3(self2.doc);
        }
        if (isEmpty2(self2.doc) || isChar(self2.doc) || isText(self2.doc)) {
          return self2.doc;
        }
        if (isNest(self2.doc)) {
          const indent3 = self2.indent + self2.doc.indent;
          return yield* optimize3(nest(self2.doc.doc, indent3));
        }
        return nest(yield* optimize3(self2.doc), self2.indent);
      }
      case "Union": {
        const left2 = yield* optimize3(self2.left);
        const right2 = yield* optimize3(self2.right);
        return union(left2, right2);
      }
      case "Column": {
        return depth._tag === "Shallow" ? self2 : column((position) => runSync(optimizeSafe(self2.react(position), depth)));
      }
      case "WithPageWidth": {
        return depth._tag === "Shallow" ? self2 : pageWidth((pageWidth3) => runSync(optimizeSafe(self2.react(pageWidth3), depth)));
      }
      case "Nesting": {
        return depth._tag === "Shallow" ? self2 : nesting((level) => runSync(optimizeSafe(self2.react(level), depth)));
      }
      case "Annotated": {
        return annotate(yield* optimize3(self2.doc), self2.annotation);
      }
    }
  });
  return optimize3(self);
};

// node_modules/@effect/printer/dist/esm/Optimize.js
var Deep = {
  _tag: "Deep"
};
var optimize2 = optimize;

// node_modules/@effect/printer-ansi/dist/esm/Color.js
var red4 = red;
var magenta3 = magenta;
var cyan3 = cyan;
var white4 = white;

// node_modules/@effect/cli/dist/esm/internal/helpDoc/span.js
var text4 = (value2) => ({
  _tag: "Text",
  value: value2
});
var empty6 = /* @__PURE__ */ text4("");
var space3 = /* @__PURE__ */ text4(" ");
var code = (value2) => highlight(value2, white4);
var error = (value2) => highlight(value2, red4);
var highlight = (value2, color3) => ({
  _tag: "Highlight",
  value: typeof value2 === "string" ? text4(value2) : value2,
  color: color3
});
var strong = (value2) => ({
  _tag: "Strong",
  value: typeof value2 === "string" ? text4(value2) : value2
});
var weak = (value2) => ({
  _tag: "Weak",
  value: typeof value2 === "string" ? text4(value2) : value2
});
var isText3 = (self) => self._tag === "Text";
var concat = /* @__PURE__ */ dual(2, (self, that) => ({
  _tag: "Sequence",
  left: self,
  right: that
}));
var getText = (self) => {
  switch (self._tag) {
    case "Text":
    case "URI": {
      return self.value;
    }
    case "Highlight":
    case "Weak":
    case "Strong": {
      return getText(self.value);
    }
    case "Sequence": {
      return getText(self.left) + getText(self.right);
    }
  }
};
var spans = (spans2) => {
  const elements = fromIterable(spans2);
  if (isNonEmptyReadonlyArray(elements)) {
    return elements.slice(1).reduce(concat, elements[0]);
  }
  return empty6;
};
var isEmpty4 = (self) => size(self) === 0;
var size = (self) => {
  switch (self._tag) {
    case "Text":
    case "URI": {
      return self.value.length;
    }
    case "Highlight":
    case "Strong":
    case "Weak": {
      return size(self.value);
    }
    case "Sequence": {
      return size(self.left) + size(self.right);
    }
  }
};
var toAnsiDoc = (self) => {
  switch (self._tag) {
    case "Highlight": {
      return annotate2(toAnsiDoc(self.value), color2(self.color));
    }
    case "Sequence": {
      return cat2(toAnsiDoc(self.left), toAnsiDoc(self.right));
    }
    case "Strong": {
      return annotate2(toAnsiDoc(self.value), bold2);
    }
    case "Text": {
      return text3(self.value);
    }
    case "URI": {
      return annotate2(text3(self.value), underlined2);
    }
    case "Weak": {
      return annotate2(toAnsiDoc(self.value), blackBright2);
    }
  }
};

// node_modules/@effect/cli/dist/esm/internal/helpDoc.js
var isEmpty5 = (helpDoc) => helpDoc._tag === "Empty";
var isHeader = (helpDoc) => helpDoc._tag === "Header";
var isParagraph = (helpDoc) => helpDoc._tag === "Paragraph";
var isDescriptionList = (helpDoc) => helpDoc._tag === "DescriptionList";
var empty7 = {
  _tag: "Empty"
};
var sequence = /* @__PURE__ */ dual(2, (self, that) => {
  if (isEmpty5(self)) {
    return that;
  }
  if (isEmpty5(that)) {
    return self;
  }
  return {
    _tag: "Sequence",
    left: self,
    right: that
  };
});
var blocks = (helpDocs) => {
  const elements = fromIterable(helpDocs);
  if (isNonEmptyReadonlyArray(elements)) {
    return elements.slice(1).reduce(sequence, elements[0]);
  }
  return empty7;
};
var getSpan = (self) => isHeader(self) || isParagraph(self) ? self.value : empty6;
var descriptionList = (definitions) => ({
  _tag: "DescriptionList",
  definitions
});
var enumeration = (elements) => ({
  _tag: "Enumeration",
  elements
});
var h1 = (value2) => ({
  _tag: "Header",
  value: typeof value2 === "string" ? text4(value2) : value2,
  level: 1
});
var p = (value2) => ({
  _tag: "Paragraph",
  value: typeof value2 === "string" ? text4(value2) : value2
});
var mapDescriptionList = /* @__PURE__ */ dual(2, (self, f) => isDescriptionList(self) ? descriptionList(map2(self.definitions, ([span2, helpDoc]) => f(span2, helpDoc))) : self);
var toAnsiDoc2 = (self) => optimize2(toAnsiDocInternal(self), Deep);
var toAnsiText = (self) => render2(toAnsiDoc2(self), {
  style: "pretty"
});
var toAnsiDocInternal = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty5;
    }
    case "Header": {
      return pipe(annotate2(toAnsiDoc(self.value), bold2), cat2(hardLine2));
    }
    case "Paragraph": {
      return pipe(toAnsiDoc(self.value), cat2(hardLine2));
    }
    case "DescriptionList": {
      const definitions = self.definitions.map(([span2, doc]) => cats2([annotate2(toAnsiDoc(span2), bold2), empty5, indent2(toAnsiDocInternal(doc), 2)]));
      return vsep2(definitions);
    }
    case "Enumeration": {
      const elements = self.elements.map((doc) => cat2(text3("- "), toAnsiDocInternal(doc)));
      return indent2(vsep2(elements), 2);
    }
    case "Sequence": {
      return vsep2([toAnsiDocInternal(self.left), toAnsiDocInternal(self.right)]);
    }
  }
};

// node_modules/@effect/cli/dist/esm/HelpDoc.js
var toAnsiText2 = toAnsiText;

// node_modules/@effect/cli/dist/esm/internal/cliConfig.js
var Tag = /* @__PURE__ */ GenericTag("@effect/cli/CliConfig");
var defaultConfig = {
  isCaseSensitive: false,
  autoCorrectLimit: 2,
  finalCheckBuiltIn: false,
  showAllNames: true,
  showBuiltIns: true,
  showTypes: true
};
var normalizeCase = /* @__PURE__ */ dual(2, (self, text10) => self.isCaseSensitive ? text10 : text10.toLowerCase());

// node_modules/@effect/cli/dist/esm/internal/autoCorrect.js
var levensteinDistance = (first2, second, config2) => {
  if (first2.length === 0 && second.length === 0) {
    return 0;
  }
  if (first2.length === 0) {
    return second.length;
  }
  if (second.length === 0) {
    return first2.length;
  }
  const rowCount = first2.length;
  const columnCount = second.length;
  const matrix = new Array(rowCount);
  const normalFirst = normalizeCase(config2, first2);
  const normalSecond = normalizeCase(config2, second);
  for (let x = 0; x <= rowCount; x++) {
    matrix[x] = new Array(columnCount);
    matrix[x][0] = x;
  }
  for (let y = 0; y <= columnCount; y++) {
    matrix[0][y] = y;
  }
  for (let row = 1; row <= rowCount; row++) {
    for (let col = 1; col <= columnCount; col++) {
      const cost = normalFirst.charAt(row - 1) === normalSecond.charAt(col - 1) ? 0 : 1;
      matrix[row][col] = Math.min(matrix[row][col - 1] + 1, Math.min(matrix[row - 1][col] + 1, matrix[row - 1][col - 1] + cost));
    }
  }
  return matrix[rowCount][columnCount];
};

// node_modules/@effect/cli/dist/esm/internal/completion.js
var escapeSingleQuoted = (string5) => string5.replaceAll("'", "'\\''");

// node_modules/@effect/platform/dist/esm/internal/terminal.js
var tag = /* @__PURE__ */ GenericTag("@effect/platform/Terminal");

// node_modules/@effect/platform/dist/esm/Terminal.js
var QuitException = class extends (/* @__PURE__ */ TaggedError("QuitException")) {
};
var isQuitException = (u) => typeof u === "object" && u != null && "_tag" in u && u._tag === "QuitException";
var Terminal = tag;

// node_modules/@effect/cli/dist/esm/internal/prompt/action.js
var Action = /* @__PURE__ */ taggedEnum();

// node_modules/@effect/cli/dist/esm/internal/prompt.js
var PromptSymbolKey = "@effect/cli/Prompt";
var PromptTypeId = /* @__PURE__ */ Symbol.for(PromptSymbolKey);
var proto5 = {
  ...CommitPrototype,
  [PromptTypeId]: {
    _Output: (_) => _
  },
  commit() {
    return run(this);
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isPrompt = (u) => typeof u === "object" && u != null && PromptTypeId in u;
var custom = (initialState3, handlers) => {
  const op = Object.create(proto5);
  op._tag = "Loop";
  op.initialState = initialState3;
  op.render = handlers.render;
  op.process = handlers.process;
  op.clear = handlers.clear;
  return op;
};
var map8 = /* @__PURE__ */ dual(2, (self, f) => flatMap4(self, (a) => succeed2(f(a))));
var flatMap4 = /* @__PURE__ */ dual(2, (self, f) => {
  const op = Object.create(proto5);
  op._tag = "OnSuccess";
  op.prompt = self;
  op.onSuccess = f;
  return op;
});
var run = /* @__PURE__ */ fnUntraced(function* (self) {
  const terminal = yield* Terminal;
  const input = yield* terminal.readInput;
  return yield* runWithInput(self, terminal, input);
}, /* @__PURE__ */ mapError(() => new QuitException()), scoped);
var runWithInput = (prompt, terminal, input) => suspend(() => {
  const op = prompt;
  switch (op._tag) {
    case "Loop": {
      return runLoop(op, terminal, input);
    }
    case "OnSuccess": {
      return flatMap3(runWithInput(op.prompt, terminal, input), (a) => runWithInput(op.onSuccess(a), terminal, input));
    }
    case "Succeed": {
      return succeed(op.value);
    }
  }
});
var runLoop = /* @__PURE__ */ fnUntraced(function* (loop, terminal, input) {
  let state = isEffect(loop.initialState) ? yield* loop.initialState : loop.initialState;
  let action = Action.NextFrame({
    state
  });
  while (true) {
    const msg = yield* loop.render(state, action);
    yield* orDie(terminal.display(msg));
    const event = yield* input.take;
    action = yield* loop.process(event, state);
    switch (action._tag) {
      case "Beep":
        continue;
      case "NextFrame": {
        yield* orDie(terminal.display(yield* loop.clear(state, action)));
        state = action.state;
        continue;
      }
      case "Submit": {
        yield* orDie(terminal.display(yield* loop.clear(state, action)));
        const msg2 = yield* loop.render(state, action);
        yield* orDie(terminal.display(msg2));
        return action.value;
      }
    }
  }
}, (effect, _, terminal) => ensuring(effect, orDie(terminal.display(render2(cursorShow3, {
  style: "pretty"
})))));
var succeed2 = (value2) => {
  const op = Object.create(proto5);
  op._tag = "Succeed";
  op.value = value2;
  return op;
};

// node_modules/@effect/cli/dist/esm/internal/prompt/ansi-utils.js
var defaultFigures = {
  arrowUp: /* @__PURE__ */ text3("\u2191"),
  arrowDown: /* @__PURE__ */ text3("\u2193"),
  arrowLeft: /* @__PURE__ */ text3("\u2190"),
  arrowRight: /* @__PURE__ */ text3("\u2192"),
  radioOn: /* @__PURE__ */ text3("\u25C9"),
  radioOff: /* @__PURE__ */ text3("\u25EF"),
  checkboxOn: /* @__PURE__ */ text3("\u2612"),
  checkboxOff: /* @__PURE__ */ text3("\u2610"),
  tick: /* @__PURE__ */ text3("\u2714"),
  cross: /* @__PURE__ */ text3("\u2716"),
  ellipsis: /* @__PURE__ */ text3("\u2026"),
  pointerSmall: /* @__PURE__ */ text3("\u203A"),
  line: /* @__PURE__ */ text3("\u2500"),
  pointer: /* @__PURE__ */ text3("\u276F")
};
var windowsFigures = {
  arrowUp: defaultFigures.arrowUp,
  arrowDown: defaultFigures.arrowDown,
  arrowLeft: defaultFigures.arrowLeft,
  arrowRight: defaultFigures.arrowRight,
  radioOn: /* @__PURE__ */ text3("(*)"),
  radioOff: /* @__PURE__ */ text3("( )"),
  checkboxOn: /* @__PURE__ */ text3("[*]"),
  checkboxOff: /* @__PURE__ */ text3("[ ]"),
  tick: /* @__PURE__ */ text3("\u221A"),
  cross: /* @__PURE__ */ text3("\xD7"),
  ellipsis: /* @__PURE__ */ text3("..."),
  pointerSmall: /* @__PURE__ */ text3("\xBB"),
  line: /* @__PURE__ */ text3("\u2500"),
  pointer: /* @__PURE__ */ text3(">")
};
var figures = /* @__PURE__ */ map3(/* @__PURE__ */ sync(() => process.platform === "win32"), (isWindows) => isWindows ? windowsFigures : defaultFigures);
function eraseText(text10, columns) {
  if (columns === 0) {
    return cat2(eraseLine3, cursorTo3(0));
  }
  let rows = 0;
  const lines2 = text10.split(/\r?\n/);
  for (const line4 of lines2) {
    rows += 1 + Math.floor(Math.max(line4.length - 1, 0) / columns);
  }
  return eraseLines3(rows);
}
function lines(prompt, columns) {
  const lines2 = prompt.split(/\r?\n/);
  return columns === 0 ? lines2.length : pipe(map2(lines2, (line4) => Math.ceil(line4.length / columns)), reduce(0, (left2, right2) => left2 + right2));
}

// node_modules/@effect/cli/dist/esm/internal/prompt/date.js
var renderBeep = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
function handleClear(options3) {
  return (state, _) => {
    return gen(function* () {
      const terminal = yield* Terminal;
      const columns = yield* terminal.columns;
      const resetCurrentLine = cat2(eraseLine3, cursorLeft3);
      const clearError = match(state.error, {
        onNone: () => empty5,
        onSome: (error2) => cursorDown3(lines(error2, columns)).pipe(cat2(eraseText(`
${error2}`, columns)))
      });
      const clearOutput = eraseText(options3.message, columns);
      return clearError.pipe(cat2(clearOutput), cat2(resetCurrentLine), optimize2(Deep), render2({
        style: "pretty",
        options: {
          lineWidth: columns
        }
      }));
    });
  };
}
var NEWLINE_REGEX = /\r?\n/;
function renderError(state, pointer) {
  return match(state.error, {
    onNone: () => empty5,
    onSome: (error2) => {
      const errorLines = error2.split(NEWLINE_REGEX);
      if (isNonEmptyReadonlyArray(errorLines)) {
        const annotateLine = (line4) => annotate2(text3(line4), combine3(italicized2, red3));
        const prefix = cat2(annotate2(pointer, red3), space2);
        const lines2 = map2(errorLines, (str) => annotateLine(str));
        return cursorSavePosition3.pipe(cat2(hardLine2), cat2(prefix), cat2(align2(vsep2(lines2))), cat2(cursorRestorePosition3));
      }
      return empty5;
    }
  });
}
function renderParts(state, submitted = false) {
  return reduce(state.dateParts, empty5, (doc, part, currentIndex) => {
    const partDoc = text3(part.toString());
    if (currentIndex === state.cursor && !submitted) {
      const annotation = combine3(underlined2, cyanBright2);
      return cat2(doc, annotate2(partDoc, annotation));
    }
    return cat2(doc, partDoc);
  });
}
function renderOutput(leadingSymbol, trailingSymbol, parts, options3) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const prefix = cat2(leadingSymbol, space2);
  return match2(options3.message.split(/\r?\n/), {
    onEmpty: () => hsep2([prefix, trailingSymbol, parts]),
    onNonEmpty: (promptLines) => {
      const lines2 = map2(promptLines, (line4) => annotateLine(line4));
      return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2), cat2(parts));
    }
  });
}
function renderNextFrame(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(text3("?"), cyanBright2);
    const trailingSymbol = annotate2(figures2.pointerSmall, blackBright2);
    const parts = renderParts(state);
    const promptMsg = renderOutput(leadingSymbol, trailingSymbol, parts, options3);
    const errorMsg = renderError(state, figures2.pointerSmall);
    return cursorHide3.pipe(cat2(promptMsg), cat2(errorMsg), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const parts = renderParts(state, true);
    const promptMsg = renderOutput(leadingSymbol, trailingSymbol, parts, options3);
    return promptMsg.pipe(cat2(hardLine2), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function processUp(state) {
  state.dateParts[state.cursor].increment();
  return Action.NextFrame({
    state: {
      ...state,
      typed: ""
    }
  });
}
function processDown(state) {
  state.dateParts[state.cursor].decrement();
  return Action.NextFrame({
    state: {
      ...state,
      typed: ""
    }
  });
}
function processCursorLeft(state) {
  const previousPart = state.dateParts[state.cursor].previousPart();
  return match(previousPart, {
    onNone: () => Action.Beep(),
    onSome: (previous) => Action.NextFrame({
      state: {
        ...state,
        typed: "",
        cursor: state.dateParts.indexOf(previous)
      }
    })
  });
}
function processCursorRight(state) {
  const nextPart = state.dateParts[state.cursor].nextPart();
  return match(nextPart, {
    onNone: () => Action.Beep(),
    onSome: (next) => Action.NextFrame({
      state: {
        ...state,
        typed: "",
        cursor: state.dateParts.indexOf(next)
      }
    })
  });
}
function processNext(state) {
  const nextPart = state.dateParts[state.cursor].nextPart();
  const cursor = match(nextPart, {
    onNone: () => state.dateParts.findIndex((part) => !part.isToken()),
    onSome: (next) => state.dateParts.indexOf(next)
  });
  return Action.NextFrame({
    state: {
      ...state,
      cursor
    }
  });
}
function defaultProcessor(value2, state) {
  if (/\d/.test(value2)) {
    const typed = state.typed + value2;
    state.dateParts[state.cursor].setValue(typed);
    return Action.NextFrame({
      state: {
        ...state,
        typed
      }
    });
  }
  return Action.Beep();
}
var defaultLocales = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
};
function handleRender(options3) {
  return (state, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep),
      NextFrame: ({
        state: state2
      }) => renderNextFrame(state2, options3),
      Submit: () => renderSubmission(state, options3)
    });
  };
}
function handleProcess(options3) {
  return (input, state) => {
    switch (input.key.name) {
      case "left": {
        return succeed(processCursorLeft(state));
      }
      case "right": {
        return succeed(processCursorRight(state));
      }
      case "k":
      case "up": {
        return succeed(processUp(state));
      }
      case "j":
      case "down": {
        return succeed(processDown(state));
      }
      case "tab": {
        return succeed(processNext(state));
      }
      case "enter":
      case "return": {
        return match3(options3.validate(state.value), {
          onFailure: (error2) => Action.NextFrame({
            state: {
              ...state,
              error: some(error2)
            }
          }),
          onSuccess: (value2) => Action.Submit({
            value: value2
          })
        });
      }
      default: {
        const value2 = getOrElse(input.input, () => "");
        return succeed(defaultProcessor(value2, state));
      }
    }
  };
}
var date = (options3) => {
  const opts = {
    initial: /* @__PURE__ */ new Date(),
    dateMask: "YYYY-MM-DD HH:mm:ss",
    validate: succeed,
    ...options3,
    locales: {
      ...defaultLocales,
      ...options3.locales
    }
  };
  const dateParts = makeDateParts(opts.dateMask, opts.initial, opts.locales);
  const initialCursorPosition = dateParts.findIndex((part) => !part.isToken());
  const initialState3 = {
    dateParts,
    typed: "",
    cursor: initialCursorPosition,
    value: opts.initial,
    error: none()
  };
  return custom(initialState3, {
    render: handleRender(opts),
    process: handleProcess(opts),
    clear: handleClear(opts)
  });
};
var DATE_PART_REGEX = /\\(.)|"((?:\\["\\]|[^"])+)"|(D[Do]?|d{3,4}|d)|(M{1,4})|(YY(?:YY)?)|([aA])|([Hh]{1,2})|(m{1,2})|(s{1,2})|(S{1,4})|./g;
var regexGroups = {
  1: ({
    token,
    ...opts
  }) => new Token({
    token: token.replace(/\\(.)/g, "$1"),
    ...opts
  }),
  2: (opts) => new Day(opts),
  3: (opts) => new Month(opts),
  4: (opts) => new Year(opts),
  5: (opts) => new Meridiem(opts),
  6: (opts) => new Hours(opts),
  7: (opts) => new Minutes(opts),
  8: (opts) => new Seconds(opts),
  9: (opts) => new Milliseconds(opts)
};
var makeDateParts = (dateMask, date4, locales) => {
  const parts = [];
  let result = null;
  while (result = DATE_PART_REGEX.exec(dateMask)) {
    const match6 = result.shift();
    const index = result.findIndex((group3) => group3 !== void 0);
    if (index in regexGroups) {
      const token = result[index] || match6;
      parts.push(regexGroups[index]({
        token,
        date: date4,
        parts,
        locales
      }));
    } else {
      parts.push(new Token({
        token: result[index] || match6,
        date: date4,
        parts,
        locales
      }));
    }
  }
  const orderedParts = parts.reduce((array3, element) => {
    const lastElement = array3[array3.length - 1];
    if (element.isToken() && lastElement !== void 0 && lastElement.isToken()) {
      lastElement.setValue(element.token);
    } else {
      array3.push(element);
    }
    return array3;
  }, empty());
  parts.splice(0, parts.length, ...orderedParts);
  return parts;
};
var DatePart = class {
  token;
  date;
  parts;
  locales;
  constructor(params) {
    this.token = params.token;
    this.locales = params.locales;
    this.date = params.date || /* @__PURE__ */ new Date();
    this.parts = params.parts || [this];
  }
  /**
   * Returns `true` if this `DatePart` is a `Token`, `false` otherwise.
   */
  isToken() {
    return false;
  }
  /**
   * Retrieves the next date part in the list of parts.
   */
  nextPart() {
    return findFirstIndex(this.parts, (part) => part === this).pipe(flatMap((currentPartIndex) => findFirst(this.parts.slice(currentPartIndex + 1), (part) => !part.isToken())));
  }
  /**
   * Retrieves the previous date part in the list of parts.
   */
  previousPart() {
    return findFirstIndex(this.parts, (part) => part === this).pipe(flatMap((currentPartIndex) => findLast(this.parts.slice(0, currentPartIndex), (part) => !part.isToken())));
  }
  toString() {
    return String(this.date);
  }
};
var Token = class extends DatePart {
  increment() {
  }
  decrement() {
  }
  setValue(value2) {
    this.token = this.token + value2;
  }
  isToken() {
    return true;
  }
  toString() {
    return this.token;
  }
};
var Milliseconds = class extends DatePart {
  increment() {
    this.date.setMilliseconds(this.date.getMilliseconds() + 1);
  }
  decrement() {
    this.date.setMilliseconds(this.date.getMilliseconds() - 1);
  }
  setValue(value2) {
    this.date.setMilliseconds(Number.parseInt(value2.slice(-this.token.length)));
  }
  toString() {
    const millis = `${this.date.getMilliseconds()}`;
    return millis.padStart(4, "0").substring(0, this.token.length);
  }
};
var Seconds = class extends DatePart {
  increment() {
    this.date.setSeconds(this.date.getSeconds() + 1);
  }
  decrement() {
    this.date.setSeconds(this.date.getSeconds() - 1);
  }
  setValue(value2) {
    this.date.setSeconds(Number.parseInt(value2.slice(-2)));
  }
  toString() {
    const seconds = `${this.date.getSeconds()}`;
    return this.token.length > 1 ? seconds.padStart(2, "0") : seconds;
  }
};
var Minutes = class extends DatePart {
  increment() {
    this.date.setMinutes(this.date.getMinutes() + 1);
  }
  decrement() {
    this.date.setMinutes(this.date.getMinutes() - 1);
  }
  setValue(value2) {
    this.date.setMinutes(Number.parseInt(value2.slice(-2)));
  }
  toString() {
    const minutes = `${this.date.getMinutes()}`;
    return this.token.length > 1 ? minutes.padStart(2, "0") : minutes;
  }
};
var Hours = class extends DatePart {
  increment() {
    this.date.setHours(this.date.getHours() + 1);
  }
  decrement() {
    this.date.setHours(this.date.getHours() - 1);
  }
  setValue(value2) {
    this.date.setHours(Number.parseInt(value2.slice(-2)));
  }
  toString() {
    const hours = /h/.test(this.token) ? this.date.getHours() % 12 || 12 : this.date.getHours();
    return this.token.length > 1 ? `${hours}`.padStart(2, "0") : `${hours}`;
  }
};
var Day = class extends DatePart {
  increment() {
    this.date.setDate(this.date.getDate() + 1);
  }
  decrement() {
    this.date.setDate(this.date.getDate() - 1);
  }
  setValue(value2) {
    this.date.setDate(Number.parseInt(value2.slice(-2)));
  }
  toString() {
    const date4 = this.date.getDate();
    const day = this.date.getDay();
    return value(this.token).pipe(when2("DD", () => `${date4}`.padStart(2, "0")), when2("Do", () => `${date4}${this.ordinalIndicator(date4)}`), when2("d", () => `${day + 1}`), when2("ddd", () => this.locales.weekdaysShort[day]), when2("dddd", () => this.locales.weekdays[day]), orElse3(() => `${date4}`));
  }
  ordinalIndicator(day) {
    return value(day % 10).pipe(when2(1, () => "st"), when2(2, () => "nd"), when2(3, () => "rd"), orElse3(() => "th"));
  }
};
var Month = class extends DatePart {
  increment() {
    this.date.setMonth(this.date.getMonth() + 1);
  }
  decrement() {
    this.date.setMonth(this.date.getMonth() - 1);
  }
  setValue(value2) {
    const month = Number.parseInt(value2.slice(-2)) - 1;
    this.date.setMonth(month < 0 ? 0 : month);
  }
  toString() {
    const month = this.date.getMonth();
    return value(this.token.length).pipe(when2(2, () => `${month + 1}`.padStart(2, "0")), when2(3, () => this.locales.monthsShort[month]), when2(4, () => this.locales.months[month]), orElse3(() => `${month + 1}`));
  }
};
var Year = class extends DatePart {
  increment() {
    this.date.setFullYear(this.date.getFullYear() + 1);
  }
  decrement() {
    this.date.setFullYear(this.date.getFullYear() - 1);
  }
  setValue(value2) {
    this.date.setFullYear(Number.parseInt(value2.slice(-4)));
  }
  toString() {
    const year = `${this.date.getFullYear()}`.padStart(4, "0");
    return this.token.length === 2 ? year.substring(-2) : year;
  }
};
var Meridiem = class extends DatePart {
  increment() {
    this.date.setHours((this.date.getHours() + 12) % 24);
  }
  decrement() {
    this.increment();
  }
  setValue(_value) {
  }
  toString() {
    const meridiem = this.date.getHours() > 12 ? "pm" : "am";
    return /A/.test(this.token) ? meridiem.toUpperCase() : meridiem;
  }
};

// node_modules/@effect/cli/dist/esm/internal/prompt/utils.js
var entriesToDisplay = (cursor, total, maxVisible) => {
  const max2 = maxVisible === void 0 ? total : maxVisible;
  let startIndex = Math.min(total - max2, cursor - Math.floor(max2 / 2));
  if (startIndex < 0) {
    startIndex = 0;
  }
  const endIndex = Math.min(startIndex + max2, total);
  return {
    startIndex,
    endIndex
  };
};

// node_modules/@effect/cli/dist/esm/internal/prompt/file.js
var CONFIRM_MESSAGE = "The selected directory contains files. Would you like to traverse the selected directory?";
var Confirm = /* @__PURE__ */ taggedEnum();
var showConfirmation = /* @__PURE__ */ Confirm.$is("Show");
var renderBeep2 = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
function resolveCurrentPath(path3, options3) {
  return match(path3, {
    onNone: () => match(options3.startingPath, {
      onNone: () => sync(() => process.cwd()),
      onSome: (path4) => flatMap3(FileSystem, (fs) => (
        // Ensure the user provided starting path exists
        orDie(fs.exists(path4)).pipe(filterOrDieMessage(identity, `The provided starting path '${path4}' does not exist`), as(path4))
      ))
    }),
    onSome: (path4) => succeed(path4)
  });
}
function getFileList(directory2, options3) {
  return gen(function* () {
    const fs = yield* FileSystem;
    const path3 = yield* Path;
    const files = yield* orDie(fs.readDirectory(directory2)).pipe(
      // Always prepend the `".."` option to the file list but allow it
      // to be filtered out if the user so desires
      map3((files2) => ["..", ...files2])
    );
    return yield* filter2(files, (file3) => {
      const result = options3.filter(file3);
      const userDefinedFilter = isEffect(result) ? result : succeed(result);
      const directoryFilter = options3.type === "directory" ? map3(orDie(fs.stat(path3.join(directory2, file3))), (info) => info.type === "Directory") : succeed(true);
      return zipWith(userDefinedFilter, directoryFilter, (a, b) => a && b);
    }, {
      concurrency: files.length
    });
  });
}
function handleClear2(options3) {
  return (state, _) => {
    return gen(function* () {
      const terminal = yield* Terminal;
      const columns = yield* terminal.columns;
      const currentPath = yield* resolveCurrentPath(state.path, options3);
      const text10 = "\n".repeat(Math.min(state.files.length, options3.maxPerPage));
      const clearPath = eraseText(currentPath, columns);
      const message = showConfirmation(state.confirm) ? CONFIRM_MESSAGE : options3.message;
      const clearPrompt = eraseText(`
${message}`, columns);
      const clearOptions = eraseText(text10, columns);
      return clearOptions.pipe(cat2(clearPath), cat2(clearPrompt), optimize2(Deep), render2({
        style: "pretty",
        options: {
          lineWidth: columns
        }
      }));
    });
  };
}
var NEWLINE_REGEX2 = /\r?\n/;
function renderPrompt(confirm, message, leadingSymbol, trailingSymbol) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const prefix = cat2(leadingSymbol, space2);
  return match2(message.split(NEWLINE_REGEX2), {
    onEmpty: () => hsep2([prefix, trailingSymbol, confirm]),
    onNonEmpty: (promptLines) => {
      const lines2 = map2(promptLines, (line4) => annotateLine(line4));
      return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2), cat2(confirm));
    }
  });
}
function renderPrefix(state, toDisplay, currentIndex, length, figures2) {
  let prefix = space2;
  if (currentIndex === toDisplay.startIndex && toDisplay.startIndex > 0) {
    prefix = figures2.arrowUp;
  } else if (currentIndex === toDisplay.endIndex - 1 && toDisplay.endIndex < length) {
    prefix = figures2.arrowDown;
  }
  return state.cursor === currentIndex ? figures2.pointer.pipe(annotate2(cyanBright2), cat2(prefix)) : prefix.pipe(cat2(space2));
}
function renderFileName(file3, isSelected) {
  return isSelected ? annotate2(text3(file3), combine3(underlined2, cyanBright2)) : text3(file3);
}
function renderFiles(state, files, figures2, options3) {
  const length = files.length;
  const toDisplay = entriesToDisplay(state.cursor, length, options3.maxPerPage);
  const documents = [];
  for (let index = toDisplay.startIndex; index < toDisplay.endIndex; index++) {
    const isSelected = state.cursor === index;
    const prefix = renderPrefix(state, toDisplay, index, length, figures2);
    const fileName2 = renderFileName(files[index], isSelected);
    documents.push(cat2(prefix, fileName2));
  }
  return vsep2(documents);
}
function renderNextFrame2(state, options3) {
  return gen(function* () {
    const path3 = yield* Path;
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const currentPath = yield* resolveCurrentPath(state.path, options3);
    const selectedPath = state.files[state.cursor];
    const resolvedPath = path3.resolve(currentPath, selectedPath);
    const resolvedPathMsg = figures2.pointerSmall.pipe(cat2(space2), cat2(text3(resolvedPath)), annotate2(blackBright2));
    if (showConfirmation(state.confirm)) {
      const leadingSymbol2 = annotate2(text3("?"), cyanBright2);
      const trailingSymbol2 = annotate2(figures2.pointerSmall, blackBright2);
      const confirm = annotate2(text3("(Y/n)"), blackBright2);
      const promptMsg2 = renderPrompt(confirm, CONFIRM_MESSAGE, leadingSymbol2, trailingSymbol2);
      return cursorHide3.pipe(cat2(promptMsg2), cat2(hardLine2), cat2(resolvedPathMsg), optimize2(Deep), render2({
        style: "pretty",
        options: {
          lineWidth: columns
        }
      }));
    }
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const promptMsg = renderPrompt(empty5, options3.message, leadingSymbol, trailingSymbol);
    const files = renderFiles(state, state.files, figures2, options3);
    return cursorHide3.pipe(cat2(promptMsg), cat2(hardLine2), cat2(resolvedPathMsg), cat2(hardLine2), cat2(files), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission2(value2, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const promptMsg = renderPrompt(empty5, options3.message, leadingSymbol, trailingSymbol);
    return promptMsg.pipe(cat2(space2), cat2(annotate2(text3(value2), white3)), cat2(hardLine2), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function handleRender2(options3) {
  return (_, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep2),
      NextFrame: ({
        state
      }) => renderNextFrame2(state, options3),
      Submit: ({
        value: value2
      }) => renderSubmission2(value2, options3)
    });
  };
}
function processCursorUp(state) {
  const cursor = state.cursor - 1;
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor: cursor < 0 ? state.files.length - 1 : cursor
    }
  }));
}
function processCursorDown(state) {
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor: (state.cursor + 1) % state.files.length
    }
  }));
}
function processSelection(state, options3) {
  return gen(function* () {
    const fs = yield* FileSystem;
    const path3 = yield* Path;
    const currentPath = yield* resolveCurrentPath(state.path, options3);
    const selectedPath = state.files[state.cursor];
    const resolvedPath = path3.resolve(currentPath, selectedPath);
    const info = yield* orDie(fs.stat(resolvedPath));
    if (info.type === "Directory") {
      const files = yield* getFileList(resolvedPath, options3);
      const filesWithoutParent = files.filter((file3) => file3 !== "..");
      if (options3.type === "directory" || options3.type === "either") {
        return filesWithoutParent.length === 0 ? Action.Submit({
          value: resolvedPath
        }) : Action.NextFrame({
          state: {
            ...state,
            confirm: Confirm.Show()
          }
        });
      }
      return Action.NextFrame({
        state: {
          cursor: 0,
          files,
          path: some(resolvedPath),
          confirm: Confirm.Hide()
        }
      });
    }
    return Action.Submit({
      value: resolvedPath
    });
  });
}
function handleProcess2(options3) {
  return (input, state) => gen(function* () {
    switch (input.key.name) {
      case "k":
      case "up": {
        return yield* processCursorUp(state);
      }
      case "j":
      case "down":
      case "tab": {
        return yield* processCursorDown(state);
      }
      case "enter":
      case "return": {
        return yield* processSelection(state, options3);
      }
      case "y":
      case "t": {
        if (showConfirmation(state.confirm)) {
          const path3 = yield* Path;
          const currentPath = yield* resolveCurrentPath(state.path, options3);
          const selectedPath = state.files[state.cursor];
          const resolvedPath = path3.resolve(currentPath, selectedPath);
          const files = yield* getFileList(resolvedPath, options3);
          return Action.NextFrame({
            state: {
              cursor: 0,
              files,
              path: some(resolvedPath),
              confirm: Confirm.Hide()
            }
          });
        }
        return Action.Beep();
      }
      case "n":
      case "f": {
        if (showConfirmation(state.confirm)) {
          const path3 = yield* Path;
          const currentPath = yield* resolveCurrentPath(state.path, options3);
          const selectedPath = state.files[state.cursor];
          const resolvedPath = path3.resolve(currentPath, selectedPath);
          return Action.Submit({
            value: resolvedPath
          });
        }
        return Action.Beep();
      }
      default: {
        return Action.Beep();
      }
    }
  });
}
var file = (options3 = {}) => {
  const opts = {
    type: options3.type ?? "file",
    message: options3.message ?? `Choose a file`,
    startingPath: fromNullable(options3.startingPath),
    maxPerPage: options3.maxPerPage ?? 10,
    filter: options3.filter ?? (() => succeed(true))
  };
  const initialState3 = gen(function* () {
    const path3 = none();
    const currentPath = yield* resolveCurrentPath(path3, opts);
    const files = yield* getFileList(currentPath, opts);
    const confirm = Confirm.Hide();
    return {
      cursor: 0,
      files,
      path: path3,
      confirm
    };
  });
  return custom(initialState3, {
    render: handleRender2(opts),
    process: handleProcess2(opts),
    clear: handleClear2(opts)
  });
};

// node_modules/@effect/cli/dist/esm/internal/prompt/number.js
var parseInt = /* @__PURE__ */ NumberFromString.pipe(/* @__PURE__ */ int(), decodeUnknown);
var parseFloat = /* @__PURE__ */ decodeUnknown(NumberFromString);
var renderBeep3 = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
function handleClear3(options3) {
  return (state, _) => {
    return gen(function* () {
      const terminal = yield* Terminal;
      const columns = yield* terminal.columns;
      const resetCurrentLine = cat2(eraseLine3, cursorLeft3);
      const clearError = match(state.error, {
        onNone: () => empty5,
        onSome: (error2) => cursorDown3(lines(error2, columns)).pipe(cat2(eraseText(`
${error2}`, columns)))
      });
      const clearOutput = eraseText(options3.message, columns);
      return clearError.pipe(cat2(clearOutput), cat2(resetCurrentLine), optimize2(Deep), render2({
        style: "pretty",
        options: {
          lineWidth: columns
        }
      }));
    });
  };
}
function renderInput(state, submitted) {
  const annotation = match(state.error, {
    onNone: () => combine3(underlined2, cyanBright2),
    onSome: () => red3
  });
  const value2 = state.value === "" ? empty5 : text3(`${state.value}`);
  return submitted ? value2 : annotate2(value2, annotation);
}
var NEWLINE_REGEX3 = /\r?\n/;
function renderError2(state, pointer) {
  return match(state.error, {
    onNone: () => empty5,
    onSome: (error2) => match2(error2.split(NEWLINE_REGEX3), {
      onEmpty: () => empty5,
      onNonEmpty: (errorLines) => {
        const annotateLine = (line4) => annotate2(text3(line4), combine3(italicized2, red3));
        const prefix = cat2(annotate2(pointer, red3), space2);
        const lines2 = map2(errorLines, (str) => annotateLine(str));
        return cursorSavePosition3.pipe(cat2(hardLine2), cat2(prefix), cat2(align2(vsep2(lines2))), cat2(cursorRestorePosition3));
      }
    })
  });
}
function renderOutput2(state, leadingSymbol, trailingSymbol, options3, submitted = false) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const prefix = cat2(leadingSymbol, space2);
  return match2(options3.message.split(/\r?\n/), {
    onEmpty: () => hsep2([prefix, trailingSymbol, renderInput(state, submitted)]),
    onNonEmpty: (promptLines) => {
      const lines2 = map2(promptLines, (line4) => annotateLine(line4));
      return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2), cat2(renderInput(state, submitted)));
    }
  });
}
function renderNextFrame3(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(text3("?"), cyanBright2);
    const trailingSymbol = annotate2(figures2.pointerSmall, blackBright2);
    const errorMsg = renderError2(state, figures2.pointerSmall);
    const promptMsg = renderOutput2(state, leadingSymbol, trailingSymbol, options3);
    return promptMsg.pipe(cat2(errorMsg), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission3(nextState, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const promptMsg = renderOutput2(nextState, leadingSymbol, trailingSymbol, options3, true);
    return promptMsg.pipe(cat2(hardLine2), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function processBackspace(state) {
  if (state.value.length <= 0) {
    return succeed(Action.Beep());
  }
  const value2 = state.value.slice(0, state.value.length - 1);
  return succeed(Action.NextFrame({
    state: {
      ...state,
      value: value2,
      error: none()
    }
  }));
}
function defaultIntProcessor(state, input) {
  if (state.value.length === 0 && input === "-") {
    return succeed(Action.NextFrame({
      state: {
        ...state,
        value: "-",
        error: none()
      }
    }));
  }
  return match3(parseInt(state.value + input), {
    onFailure: () => Action.Beep(),
    onSuccess: (value2) => Action.NextFrame({
      state: {
        ...state,
        value: `${value2}`,
        error: none()
      }
    })
  });
}
function defaultFloatProcessor(state, input) {
  if (input === "." && state.value.includes(".")) {
    return succeed(Action.Beep());
  }
  if (state.value.length === 0 && input === "-") {
    return succeed(Action.NextFrame({
      state: {
        ...state,
        value: "-",
        error: none()
      }
    }));
  }
  return match3(parseFloat(state.value + input), {
    onFailure: () => Action.Beep(),
    onSuccess: (value2) => Action.NextFrame({
      state: {
        ...state,
        value: input === "." ? `${value2}.` : `${value2}`,
        error: none()
      }
    })
  });
}
var initialState = {
  cursor: 0,
  value: "",
  error: /* @__PURE__ */ none()
};
function handleRenderInteger(options3) {
  return (state, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep3),
      NextFrame: ({
        state: state2
      }) => renderNextFrame3(state2, options3),
      Submit: () => renderSubmission3(state, options3)
    });
  };
}
function handleProcessInteger(options3) {
  return (input, state) => {
    switch (input.key.name) {
      case "backspace": {
        return processBackspace(state);
      }
      case "k":
      case "up": {
        return succeed(Action.NextFrame({
          state: {
            ...state,
            value: state.value === "" || state.value === "-" ? `${options3.incrementBy}` : `${Number.parseInt(state.value) + options3.incrementBy}`,
            error: none()
          }
        }));
      }
      case "j":
      case "down": {
        return succeed(Action.NextFrame({
          state: {
            ...state,
            value: state.value === "" || state.value === "-" ? `-${options3.decrementBy}` : `${Number.parseInt(state.value) - options3.decrementBy}`,
            error: none()
          }
        }));
      }
      case "enter":
      case "return": {
        return matchEffect(parseInt(state.value), {
          onFailure: () => succeed(Action.NextFrame({
            state: {
              ...state,
              error: some("Must provide an integer value")
            }
          })),
          onSuccess: (n) => match3(options3.validate(n), {
            onFailure: (error2) => Action.NextFrame({
              state: {
                ...state,
                error: some(error2)
              }
            }),
            onSuccess: (value2) => Action.Submit({
              value: value2
            })
          })
        });
      }
      default: {
        const value2 = getOrElse(input.input, () => "");
        return defaultIntProcessor(state, value2);
      }
    }
  };
}
var integer = (options3) => {
  const opts = {
    min: Number.NEGATIVE_INFINITY,
    max: Number.POSITIVE_INFINITY,
    incrementBy: 1,
    decrementBy: 1,
    validate: (n) => {
      if (n < opts.min) {
        return fail(`${n} must be greater than or equal to ${opts.min}`);
      }
      if (n > opts.max) {
        return fail(`${n} must be less than or equal to ${opts.max}`);
      }
      return succeed(n);
    },
    ...options3
  };
  return custom(initialState, {
    render: handleRenderInteger(opts),
    process: handleProcessInteger(opts),
    clear: handleClear3(opts)
  });
};
function handleRenderFloat(options3) {
  return (state, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep3),
      NextFrame: ({
        state: state2
      }) => renderNextFrame3(state2, options3),
      Submit: () => renderSubmission3(state, options3)
    });
  };
}
function handleProcessFloat(options3) {
  return (input, state) => {
    switch (input.key.name) {
      case "backspace": {
        return processBackspace(state);
      }
      case "k":
      case "up": {
        return succeed(Action.NextFrame({
          state: {
            ...state,
            value: state.value === "" || state.value === "-" ? `${options3.incrementBy}` : `${Number.parseFloat(state.value) + options3.incrementBy}`,
            error: none()
          }
        }));
      }
      case "j":
      case "down": {
        return succeed(Action.NextFrame({
          state: {
            ...state,
            value: state.value === "" || state.value === "-" ? `-${options3.decrementBy}` : `${Number.parseFloat(state.value) - options3.decrementBy}`,
            error: none()
          }
        }));
      }
      case "enter":
      case "return": {
        return matchEffect(parseFloat(state.value), {
          onFailure: () => succeed(Action.NextFrame({
            state: {
              ...state,
              error: some("Must provide a floating point value")
            }
          })),
          onSuccess: (n) => flatMap3(sync(() => round(n, options3.precision)), (rounded) => match3(options3.validate(rounded), {
            onFailure: (error2) => Action.NextFrame({
              state: {
                ...state,
                error: some(error2)
              }
            }),
            onSuccess: (value2) => Action.Submit({
              value: value2
            })
          }))
        });
      }
      default: {
        const value2 = getOrElse(input.input, () => "");
        return defaultFloatProcessor(state, value2);
      }
    }
  };
}
var float = (options3) => {
  const opts = {
    min: Number.NEGATIVE_INFINITY,
    max: Number.POSITIVE_INFINITY,
    incrementBy: 1,
    decrementBy: 1,
    precision: 2,
    validate: (n) => {
      if (n < opts.min) {
        return fail(`${n} must be greater than or equal to ${opts.min}`);
      }
      if (n > opts.max) {
        return fail(`${n} must be less than or equal to ${opts.max}`);
      }
      return succeed(n);
    },
    ...options3
  };
  return custom(initialState, {
    render: handleRenderFloat(opts),
    process: handleProcessFloat(opts),
    clear: handleClear3(opts)
  });
};

// node_modules/@effect/cli/dist/esm/internal/prompt/select.js
var renderBeep4 = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
var NEWLINE_REGEX4 = /\r?\n/;
function renderOutput3(leadingSymbol, trailingSymbol, options3) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const prefix = cat2(leadingSymbol, space2);
  return match2(options3.message.split(NEWLINE_REGEX4), {
    onEmpty: () => hsep2([prefix, trailingSymbol]),
    onNonEmpty: (promptLines) => {
      const lines2 = map2(promptLines, (line4) => annotateLine(line4));
      return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2));
    }
  });
}
function renderChoicePrefix(state, choices, toDisplay, currentIndex, figures2) {
  let prefix = space2;
  if (currentIndex === toDisplay.startIndex && toDisplay.startIndex > 0) {
    prefix = figures2.arrowUp;
  } else if (currentIndex === toDisplay.endIndex - 1 && toDisplay.endIndex < choices.length) {
    prefix = figures2.arrowDown;
  }
  if (choices[currentIndex].disabled) {
    const annotation = combine3(bold2, blackBright2);
    return state === currentIndex ? figures2.pointer.pipe(annotate2(annotation), cat2(prefix)) : prefix.pipe(cat2(space2));
  }
  return state === currentIndex ? figures2.pointer.pipe(annotate2(cyanBright2), cat2(prefix)) : prefix.pipe(cat2(space2));
}
function renderChoiceTitle(choice4, isSelected) {
  const title = text3(choice4.title);
  if (isSelected) {
    return choice4.disabled ? annotate2(title, combine3(underlined2, blackBright2)) : annotate2(title, combine3(underlined2, cyanBright2));
  }
  return choice4.disabled ? annotate2(title, combine3(strikethrough2, blackBright2)) : title;
}
function renderChoiceDescription(choice4, isSelected) {
  if (!choice4.disabled && choice4.description && isSelected) {
    return char3("-").pipe(cat2(space2), cat2(text3(choice4.description)), annotate2(blackBright2));
  }
  return empty5;
}
function renderChoices(state, options3, figures2) {
  const choices = options3.choices;
  const toDisplay = entriesToDisplay(state, choices.length, options3.maxPerPage);
  const documents = [];
  for (let index = toDisplay.startIndex; index < toDisplay.endIndex; index++) {
    const choice4 = choices[index];
    const isSelected = state === index;
    const prefix = renderChoicePrefix(state, choices, toDisplay, index, figures2);
    const title = renderChoiceTitle(choice4, isSelected);
    const description = renderChoiceDescription(choice4, isSelected);
    documents.push(prefix.pipe(cat2(title), cat2(space2), cat2(description)));
  }
  return vsep2(documents);
}
function renderNextFrame4(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const choices = renderChoices(state, options3, figures2);
    const leadingSymbol = annotate2(text3("?"), cyanBright2);
    const trailingSymbol = annotate2(figures2.pointerSmall, blackBright2);
    const promptMsg = renderOutput3(leadingSymbol, trailingSymbol, options3);
    return cursorHide3.pipe(cat2(promptMsg), cat2(hardLine2), cat2(choices), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission4(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const selected = text3(options3.choices[state].title);
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const promptMsg = renderOutput3(leadingSymbol, trailingSymbol, options3);
    return promptMsg.pipe(cat2(space2), cat2(annotate2(selected, white3)), cat2(hardLine2), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function processCursorUp2(state, choices) {
  if (state === 0) {
    return succeed(Action.NextFrame({
      state: choices.length - 1
    }));
  }
  return succeed(Action.NextFrame({
    state: state - 1
  }));
}
function processCursorDown2(state, choices) {
  if (state === choices.length - 1) {
    return succeed(Action.NextFrame({
      state: 0
    }));
  }
  return succeed(Action.NextFrame({
    state: state + 1
  }));
}
function processNext2(state, choices) {
  return succeed(Action.NextFrame({
    state: (state + 1) % choices.length
  }));
}
function handleRender3(options3) {
  return (state, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep4),
      NextFrame: ({
        state: state2
      }) => renderNextFrame4(state2, options3),
      Submit: () => renderSubmission4(state, options3)
    });
  };
}
function handleClear4(options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const clearPrompt = cat2(eraseLine3, cursorLeft3);
    const text10 = "\n".repeat(Math.min(options3.choices.length, options3.maxPerPage)) + options3.message;
    const clearOutput = eraseText(text10, columns);
    return clearOutput.pipe(cat2(clearPrompt), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function handleProcess3(options3) {
  return (input, state) => {
    switch (input.key.name) {
      case "k":
      case "up": {
        return processCursorUp2(state, options3.choices);
      }
      case "j":
      case "down": {
        return processCursorDown2(state, options3.choices);
      }
      case "tab": {
        return processNext2(state, options3.choices);
      }
      case "enter":
      case "return": {
        const selected = options3.choices[state];
        if (selected.disabled) {
          return succeed(Action.Beep());
        }
        return succeed(Action.Submit({
          value: selected.value
        }));
      }
      default: {
        return succeed(Action.Beep());
      }
    }
  };
}
var select = (options3) => {
  const opts = {
    maxPerPage: 10,
    ...options3
  };
  let initialIndex = 0;
  let seenSelected = -1;
  for (let i = 0; i < opts.choices.length; i++) {
    const choice4 = opts.choices[i];
    if (choice4.selected === true) {
      if (seenSelected !== -1) {
        throw new Error("InvalidArgumentException: only a single choice can be selected by default for Prompt.select");
      }
      seenSelected = i;
    }
  }
  if (seenSelected !== -1) {
    initialIndex = seenSelected;
  }
  return custom(initialIndex, {
    render: handleRender3(opts),
    process: handleProcess3(opts),
    clear: () => handleClear4(opts)
  });
};

// node_modules/@effect/cli/dist/esm/internal/prompt/text.js
function getValue(state, options3) {
  return state.value.length > 0 ? state.value : options3.default;
}
var renderBeep5 = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
function renderClearScreen(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const resetCurrentLine = cat2(eraseLine3, cursorLeft3);
    const clearError = match(state.error, {
      onNone: () => empty5,
      onSome: (error2) => (
        // If there was an error, move the cursor down to the final error line and
        // then clear all lines of error output
        cursorDown3(lines(error2, columns)).pipe(
          // Add a leading newline to the error message to ensure that the corrrect
          // number of error lines are erased
          cat2(eraseText(`
${error2}`, columns))
        )
      )
    });
    const inputValue = state.value.length > 0 ? state.value : options3.default;
    const fullLine = `? ${options3.message} \u203A ${inputValue}`;
    const clearOutput = eraseText(fullLine, columns);
    return clearError.pipe(cat2(clearOutput), cat2(resetCurrentLine), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderInput2(nextState, options3, submitted) {
  const text10 = getValue(nextState, options3);
  const annotation = match(nextState.error, {
    onNone: () => {
      if (submitted) {
        return white3;
      }
      if (nextState.value.length === 0) {
        return blackBright2;
      }
      return combine3(underlined2, cyanBright2);
    },
    onSome: () => red3
  });
  switch (options3.type) {
    case "hidden": {
      return empty5;
    }
    case "password": {
      return annotate2(text3("*".repeat(text10.length)), annotation);
    }
    case "text": {
      return annotate2(text3(text10), annotation);
    }
  }
}
function renderError3(nextState, pointer) {
  return match(nextState.error, {
    onNone: () => empty5,
    onSome: (error2) => match2(error2.split(/\r?\n/), {
      onEmpty: () => empty5,
      onNonEmpty: (errorLines) => {
        const annotateLine = (line4) => text3(line4).pipe(annotate2(combine3(italicized2, red3)));
        const prefix = cat2(annotate2(pointer, red3), space2);
        const lines2 = map2(errorLines, (str) => annotateLine(str));
        return cursorSavePosition3.pipe(cat2(hardLine2), cat2(prefix), cat2(align2(vsep2(lines2))), cat2(cursorRestorePosition3));
      }
    })
  });
}
function renderOutput4(nextState, leadingSymbol, trailingSymbol, options3, submitted = false) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const promptLines = options3.message.split(/\r?\n/);
  const prefix = cat2(leadingSymbol, space2);
  if (isNonEmptyReadonlyArray(promptLines)) {
    const lines2 = map2(promptLines, (line4) => annotateLine(line4));
    return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2), cat2(renderInput2(nextState, options3, submitted)));
  }
  return hsep2([prefix, trailingSymbol, renderInput2(nextState, options3, submitted)]);
}
function renderNextFrame5(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(text3("?"), cyanBright2);
    const trailingSymbol = annotate2(figures2.pointerSmall, blackBright2);
    const promptMsg = renderOutput4(state, leadingSymbol, trailingSymbol, options3);
    const errorMsg = renderError3(state, figures2.pointerSmall);
    const offset = state.cursor - state.value.length;
    return promptMsg.pipe(cat2(errorMsg), cat2(cursorMove3(offset)), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission5(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const figures2 = yield* figures;
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const promptMsg = renderOutput4(state, leadingSymbol, trailingSymbol, options3, true);
    return promptMsg.pipe(cat2(hardLine2), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function processBackspace2(state) {
  if (state.cursor <= 0) {
    return succeed(Action.Beep());
  }
  const beforeCursor = state.value.slice(0, state.cursor - 1);
  const afterCursor = state.value.slice(state.cursor);
  const cursor = state.cursor - 1;
  const value2 = `${beforeCursor}${afterCursor}`;
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor,
      value: value2,
      error: none()
    }
  }));
}
function processCursorLeft2(state) {
  if (state.cursor <= 0) {
    return succeed(Action.Beep());
  }
  const cursor = state.cursor - 1;
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor,
      error: none()
    }
  }));
}
function processCursorRight2(state) {
  if (state.cursor >= state.value.length) {
    return succeed(Action.Beep());
  }
  const cursor = Math.min(state.cursor + 1, state.value.length);
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor,
      error: none()
    }
  }));
}
function processTab(state, options3) {
  if (state.value === options3.default) {
    return succeed(Action.Beep());
  }
  const value2 = getValue(state, options3);
  const cursor = value2.length;
  return succeed(Action.NextFrame({
    state: {
      ...state,
      value: value2,
      cursor,
      error: none()
    }
  }));
}
function defaultProcessor2(input, state) {
  const beforeCursor = state.value.slice(0, state.cursor);
  const afterCursor = state.value.slice(state.cursor);
  const value2 = `${beforeCursor}${input}${afterCursor}`;
  const cursor = state.cursor + input.length;
  return succeed(Action.NextFrame({
    state: {
      ...state,
      cursor,
      value: value2,
      error: none()
    }
  }));
}
var initialState2 = {
  cursor: 0,
  value: "",
  error: /* @__PURE__ */ none()
};
function handleRender4(options3) {
  return (state, action) => {
    return Action.$match(action, {
      Beep: () => succeed(renderBeep5),
      NextFrame: ({
        state: state2
      }) => renderNextFrame5(state2, options3),
      Submit: () => renderSubmission5(state, options3)
    });
  };
}
function handleProcess4(options3) {
  return (input, state) => {
    switch (input.key.name) {
      case "backspace": {
        return processBackspace2(state);
      }
      case "left": {
        return processCursorLeft2(state);
      }
      case "right": {
        return processCursorRight2(state);
      }
      case "enter":
      case "return": {
        const value2 = getValue(state, options3);
        return match3(options3.validate(value2), {
          onFailure: (error2) => Action.NextFrame({
            state: {
              ...state,
              value: value2,
              error: some(error2)
            }
          }),
          onSuccess: (value3) => Action.Submit({
            value: value3
          })
        });
      }
      case "tab": {
        return processTab(state, options3);
      }
      default: {
        const value2 = getOrElse(input.input, () => "");
        return defaultProcessor2(value2, state);
      }
    }
  };
}
function handleClear5(options3) {
  return (state, _) => {
    return renderClearScreen(state, options3);
  };
}
function basePrompt(options3, type) {
  const opts = {
    default: "",
    type,
    validate: succeed,
    ...options3
  };
  return custom(initialState2, {
    render: handleRender4(opts),
    process: handleProcess4(opts),
    clear: handleClear5(opts)
  });
}
var hidden = (options3) => basePrompt(options3, "hidden").pipe(map8(make6));
var text5 = (options3) => basePrompt(options3, "text");

// node_modules/@effect/cli/dist/esm/internal/prompt/toggle.js
var renderBeep6 = /* @__PURE__ */ render2(beep3, {
  style: "pretty"
});
function handleClear6(options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const columns = yield* terminal.columns;
    const clearPrompt = cat2(eraseLine3, cursorLeft3);
    const clearOutput = eraseText(options3.message, columns);
    return clearOutput.pipe(cat2(clearPrompt), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderToggle(value2, options3, submitted = false) {
  const separator = annotate2(char3("/"), blackBright2);
  const selectedAnnotation = combine3(underlined2, submitted ? white3 : cyanBright2);
  const inactive = value2 ? text3(options3.inactive) : annotate2(text3(options3.inactive), selectedAnnotation);
  const active = value2 ? annotate2(text3(options3.active), selectedAnnotation) : text3(options3.active);
  return hsep2([active, separator, inactive]);
}
function renderOutput5(toggle2, leadingSymbol, trailingSymbol, options3) {
  const annotateLine = (line4) => annotate2(text3(line4), bold2);
  const promptLines = options3.message.split(/\r?\n/);
  const prefix = cat2(leadingSymbol, space2);
  if (isNonEmptyReadonlyArray(promptLines)) {
    const lines2 = map2(promptLines, (line4) => annotateLine(line4));
    return prefix.pipe(cat2(nest2(vsep2(lines2), 2)), cat2(space2), cat2(trailingSymbol), cat2(space2), cat2(toggle2));
  }
  return hsep2([prefix, trailingSymbol, toggle2]);
}
function renderNextFrame6(state, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const figures2 = yield* figures;
    const columns = yield* terminal.columns;
    const leadingSymbol = annotate2(text3("?"), cyanBright2);
    const trailingSymbol = annotate2(figures2.pointerSmall, blackBright2);
    const toggle2 = renderToggle(state, options3);
    const promptMsg = renderOutput5(toggle2, leadingSymbol, trailingSymbol, options3);
    return cursorHide3.pipe(cat2(promptMsg), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
function renderSubmission6(value2, options3) {
  return gen(function* () {
    const terminal = yield* Terminal;
    const figures2 = yield* figures;
    const columns = yield* terminal.columns;
    const leadingSymbol = annotate2(figures2.tick, green3);
    const trailingSymbol = annotate2(figures2.ellipsis, blackBright2);
    const toggle2 = renderToggle(value2, options3, true);
    const promptMsg = renderOutput5(toggle2, leadingSymbol, trailingSymbol, options3);
    return promptMsg.pipe(cat2(hardLine2), optimize2(Deep), render2({
      style: "pretty",
      options: {
        lineWidth: columns
      }
    }));
  });
}
var activate = /* @__PURE__ */ succeed(/* @__PURE__ */ Action.NextFrame({
  state: true
}));
var deactivate = /* @__PURE__ */ succeed(/* @__PURE__ */ Action.NextFrame({
  state: false
}));
function handleRender5(options3) {
  return (state, action) => {
    switch (action._tag) {
      case "Beep": {
        return succeed(renderBeep6);
      }
      case "NextFrame": {
        return renderNextFrame6(state, options3);
      }
      case "Submit": {
        return renderSubmission6(state, options3);
      }
    }
  };
}
function handleProcess5(input, state) {
  switch (input.key.name) {
    case "0":
    case "j":
    case "delete":
    case "right":
    case "down": {
      return deactivate;
    }
    case "1":
    case "k":
    case "left":
    case "up": {
      return activate;
    }
    case " ":
    case "tab": {
      return state ? deactivate : activate;
    }
    case "enter":
    case "return": {
      return succeed(Action.Submit({
        value: state
      }));
    }
    default: {
      return succeed(Action.Beep());
    }
  }
}
var toggle = (options3) => {
  const opts = {
    initial: false,
    active: "on",
    inactive: "off",
    ...options3
  };
  return custom(opts.initial, {
    render: handleRender5(opts),
    process: handleProcess5,
    clear: () => handleClear6(opts)
  });
};

// node_modules/@effect/cli/dist/esm/internal/primitive.js
var PrimitiveSymbolKey = "@effect/cli/Primitive";
var PrimitiveTypeId = /* @__PURE__ */ Symbol.for(PrimitiveSymbolKey);
var proto6 = {
  [PrimitiveTypeId]: {
    _A: (_) => _
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isPrimitive = (u) => typeof u === "object" && u != null && PrimitiveTypeId in u;
var isBool = (self) => isPrimitive(self) && isBoolType(self);
var isBoolType = (self) => self._tag === "Bool";
var trueValues = /* @__PURE__ */ Literal("true", "1", "y", "yes", "on");
var isTrueValue = /* @__PURE__ */ is(trueValues);
var falseValues = /* @__PURE__ */ Literal("false", "0", "n", "no", "off");
var isFalseValue = /* @__PURE__ */ is(falseValues);
var boolean2 = (defaultValue) => {
  const op = Object.create(proto6);
  op._tag = "Bool";
  op.defaultValue = defaultValue;
  return op;
};
var choice = (alternatives) => {
  const op = Object.create(proto6);
  op._tag = "Choice";
  op.alternatives = alternatives;
  return op;
};
var text6 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto6);
  op._tag = "Text";
  return op;
})();
var getChoices = (self) => getChoicesInternal(self);
var getHelp = (self) => getHelpInternal(self);
var getTypeName = (self) => getTypeNameInternal(self);
var validate = /* @__PURE__ */ dual(3, (self, value2, config2) => validateInternal(self, value2, config2));
var wizard = /* @__PURE__ */ dual(2, (self, help) => wizardInternal(self, help));
var getChoicesInternal = (self) => {
  switch (self._tag) {
    case "Bool": {
      return some("true | false");
    }
    case "Choice": {
      const choices = pipe(map2(self.alternatives, ([choice4]) => choice4), join(" | "));
      return some(choices);
    }
    case "DateTime": {
      return some("date");
    }
    case "Float":
    case "Integer":
    case "Path":
    case "Redacted":
    case "Secret":
    case "Text": {
      return none();
    }
  }
};
var getHelpInternal = (self) => {
  switch (self._tag) {
    case "Bool": {
      return text4("A true or false value.");
    }
    case "Choice": {
      const choices = pipe(map2(self.alternatives, ([choice4]) => choice4), join(", "));
      return text4(`One of the following: ${choices}`);
    }
    case "DateTime": {
      return text4("A date without a time-zone in the ISO-8601 format, such as 2007-12-03T10:15:30.");
    }
    case "Float": {
      return text4("A floating point number.");
    }
    case "Integer": {
      return text4("An integer.");
    }
    case "Path": {
      if (self.pathType === "either" && self.pathExists === "yes") {
        return text4("An existing file or directory.");
      }
      if (self.pathType === "file" && self.pathExists === "yes") {
        return text4("An existing file.");
      }
      if (self.pathType === "directory" && self.pathExists === "yes") {
        return text4("An existing directory.");
      }
      if (self.pathType === "either" && self.pathExists === "no") {
        return text4("A file or directory that must not exist.");
      }
      if (self.pathType === "file" && self.pathExists === "no") {
        return text4("A file that must not exist.");
      }
      if (self.pathType === "directory" && self.pathExists === "no") {
        return text4("A directory that must not exist.");
      }
      if (self.pathType === "either" && self.pathExists === "either") {
        return text4("A file or directory.");
      }
      if (self.pathType === "file" && self.pathExists === "either") {
        return text4("A file.");
      }
      if (self.pathType === "directory" && self.pathExists === "either") {
        return text4("A directory.");
      }
      throw new Error(`[BUG]: Path.help - encountered invalid combination of path type ('${self.pathType}') and path existence ('${self.pathExists}')`);
    }
    case "Secret":
    case "Redacted": {
      return text4("A user-defined piece of text that is confidential.");
    }
    case "Text": {
      return text4("A user-defined piece of text.");
    }
  }
};
var getTypeNameInternal = (self) => {
  switch (self._tag) {
    case "Bool": {
      return "boolean";
    }
    case "Choice": {
      return "choice";
    }
    case "DateTime": {
      return "date";
    }
    case "Float": {
      return "float";
    }
    case "Integer": {
      return "integer";
    }
    case "Path": {
      if (self.pathType === "either") {
        return "path";
      }
      return self.pathType;
    }
    case "Redacted": {
      return "redacted";
    }
    case "Secret": {
      return "secret";
    }
    case "Text": {
      return "text";
    }
  }
};
var validateInternal = (self, value2, config2) => {
  switch (self._tag) {
    case "Bool": {
      return map(value2, (str) => normalizeCase(config2, str)).pipe(match({
        onNone: () => orElseFail(self.defaultValue, () => `Missing default value for boolean parameter`),
        onSome: (value3) => isTrueValue(value3) ? succeed(true) : isFalseValue(value3) ? succeed(false) : fail(`Unable to recognize '${value3}' as a valid boolean`)
      }));
    }
    case "Choice": {
      return orElseFail(value2, () => `Choice options to not have a default value`).pipe(flatMap3((value3) => findFirst(self.alternatives, ([choice4]) => choice4 === value3)), mapBoth({
        onFailure: () => {
          const choices = pipe(map2(self.alternatives, ([choice4]) => choice4), join(", "));
          return `Expected one of the following cases: ${choices}`;
        },
        onSuccess: ([, value3]) => value3
      }));
    }
    case "DateTime": {
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(Date$));
    }
    case "Float": {
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(NumberFromString));
    }
    case "Integer": {
      const intFromString = compose(NumberFromString, Int);
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(intFromString));
    }
    case "Path": {
      return flatMap3(FileSystem, (fileSystem) => {
        const errorMsg = "Path options do not have a default value";
        return orElseFail(value2, () => errorMsg).pipe(tap((path3) => orDie(fileSystem.exists(path3)).pipe(tap((pathExists) => validatePathExistence(path3, self.pathExists, pathExists).pipe(zipRight(validatePathType(path3, self.pathType, fileSystem).pipe(when(() => self.pathExists !== "no" && pathExists))))))));
      });
    }
    case "Redacted": {
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(String$)).pipe(map3((value3) => make6(value3)));
    }
    case "Secret": {
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(String$)).pipe(map3((value3) => fromString(value3)));
    }
    case "Text": {
      return attempt(value2, getTypeNameInternal(self), decodeUnknown(String$));
    }
  }
};
var attempt = (option, typeName, parse3) => orElseFail(option, () => `${typeName} options do not have a default value`).pipe(flatMap3((value2) => orElseFail(parse3(value2), () => `'${value2}' is not a ${typeName}`)));
var validatePathExistence = (path3, shouldPathExist, pathExists) => {
  if (shouldPathExist === "no" && pathExists) {
    return fail(`Path '${path3}' must not exist`);
  }
  if (shouldPathExist === "yes" && !pathExists) {
    return fail(`Path '${path3}' must exist`);
  }
  return _void;
};
var validatePathType = (path3, pathType, fileSystem) => {
  switch (pathType) {
    case "file": {
      const checkIsFile = fileSystem.stat(path3).pipe(map3((info) => info.type === "File"), orDie);
      return fail(`Expected path '${path3}' to be a regular file`).pipe(unlessEffect(checkIsFile), asVoid);
    }
    case "directory": {
      const checkIsDirectory = fileSystem.stat(path3).pipe(map3((info) => info.type === "Directory"), orDie);
      return fail(`Expected path '${path3}' to be a directory`).pipe(unlessEffect(checkIsDirectory), asVoid);
    }
    case "either": {
      return _void;
    }
  }
};
var wizardInternal = (self, help) => {
  switch (self._tag) {
    case "Bool": {
      const primitiveHelp = p("Select true or false");
      const message = sequence(help, primitiveHelp);
      const initial = getOrElse(self.defaultValue, () => false);
      return toggle({
        message: toAnsiText(message).trimEnd(),
        initial,
        active: "true",
        inactive: "false"
      }).pipe(map8((bool) => `${bool}`));
    }
    case "Choice": {
      const primitiveHelp = p("Select one of the following choices");
      const message = sequence(help, primitiveHelp);
      return select({
        message: toAnsiText(message).trimEnd(),
        choices: map2(self.alternatives, ([title]) => ({
          title,
          value: title
        }))
      });
    }
    case "DateTime": {
      const primitiveHelp = p("Enter a date");
      const message = sequence(help, primitiveHelp);
      return date({
        message: toAnsiText(message).trimEnd()
      }).pipe(map8((date4) => date4.toISOString()));
    }
    case "Float": {
      const primitiveHelp = p("Enter a floating point value");
      const message = sequence(help, primitiveHelp);
      return float({
        message: toAnsiText(message).trimEnd()
      }).pipe(map8((value2) => `${value2}`));
    }
    case "Integer": {
      const primitiveHelp = p("Enter an integer");
      const message = sequence(help, primitiveHelp);
      return integer({
        message: toAnsiText(message).trimEnd()
      }).pipe(map8((value2) => `${value2}`));
    }
    case "Path": {
      const primitiveHelp = p("Select a file system path");
      const message = sequence(help, primitiveHelp);
      return file({
        type: self.pathType,
        message: toAnsiText(message).trimEnd()
      });
    }
    case "Redacted": {
      const primitiveHelp = p("Enter some text (value will be redacted)");
      const message = sequence(help, primitiveHelp);
      return hidden({
        message: toAnsiText(message).trimEnd()
      });
    }
    case "Secret": {
      const primitiveHelp = p("Enter some text (value will be redacted)");
      const message = sequence(help, primitiveHelp);
      return hidden({
        message: toAnsiText(message).trimEnd()
      });
    }
    case "Text": {
      const primitiveHelp = p("Enter some text");
      const message = sequence(help, primitiveHelp);
      return text5({
        message: toAnsiText(message).trimEnd()
      });
    }
  }
};
var getBashCompletions = (self) => {
  switch (self._tag) {
    case "Bool": {
      return '"${cur}"';
    }
    case "DateTime":
    case "Float":
    case "Integer":
    case "Secret":
    case "Redacted":
    case "Text": {
      return '$(compgen -f "${cur}")';
    }
    case "Path": {
      switch (self.pathType) {
        case "file": {
          return self.pathExists === "yes" || self.pathExists === "either" ? '$(compgen -f "${cur}")' : "";
        }
        case "directory": {
          return self.pathExists === "yes" || self.pathExists === "either" ? '$(compgen -d "${cur}")' : "";
        }
        case "either": {
          return self.pathExists === "yes" || self.pathExists === "either" ? '$(compgen -f "${cur}")' : "";
        }
      }
    }
    case "Choice": {
      const choices = pipe(map2(self.alternatives, ([choice4]) => choice4), join(","));
      return `$(compgen -W "${choices}" -- "\${cur}")`;
    }
  }
};
var getFishCompletions = (self) => {
  switch (self._tag) {
    case "Bool": {
      return empty();
    }
    case "DateTime":
    case "Float":
    case "Integer":
    case "Redacted":
    case "Secret":
    case "Text": {
      return make("-r", "-f");
    }
    case "Path": {
      switch (self.pathType) {
        case "file": {
          return self.pathExists === "yes" || self.pathExists === "either" ? make("-r", "-F") : make("-r");
        }
        case "directory": {
          return self.pathExists === "yes" || self.pathExists === "either" ? make("-r", "-f", "-a", `"(__fish_complete_directories (commandline -ct))"`) : make("-r");
        }
        case "either": {
          return self.pathExists === "yes" || self.pathExists === "either" ? make("-r", "-F") : make("-r");
        }
      }
    }
    case "Choice": {
      const choices = pipe(map2(self.alternatives, ([choice4]) => `${choice4}''`), join(","));
      return make("-r", "-f", "-a", `"{${choices}}"`);
    }
  }
};
var getZshCompletions = (self) => {
  switch (self._tag) {
    case "Bool": {
      return "";
    }
    case "Choice": {
      const choices = pipe(map2(self.alternatives, ([name]) => name), join(" "));
      return `:CHOICE:(${choices})`;
    }
    case "DateTime": {
      return "";
    }
    case "Float": {
      return "";
    }
    case "Integer": {
      return "";
    }
    case "Path": {
      switch (self.pathType) {
        case "file": {
          return self.pathExists === "yes" || self.pathExists === "either" ? ":PATH:_files" : "";
        }
        case "directory": {
          return self.pathExists === "yes" || self.pathExists === "either" ? ":PATH:_files -/" : "";
        }
        case "either": {
          return self.pathExists === "yes" || self.pathExists === "either" ? ":PATH:_files" : "";
        }
      }
    }
    case "Redacted":
    case "Secret":
    case "Text": {
      return "";
    }
  }
};

// node_modules/@effect/cli/dist/esm/internal/prompt/list.js
var list3 = (options3) => text5(options3).pipe(map8((output2) => output2.split(options3.delimiter || ",")));

// node_modules/@effect/cli/dist/esm/internal/usage.js
var empty8 = {
  _tag: "Empty"
};
var mixed = {
  _tag: "Empty"
};
var named = (names, acceptedValues) => ({
  _tag: "Named",
  names,
  acceptedValues
});
var optional = (self) => ({
  _tag: "Optional",
  usage: self
});
var repeated = (self) => ({
  _tag: "Repeated",
  usage: self
});
var alternation = /* @__PURE__ */ dual(2, (self, that) => ({
  _tag: "Alternation",
  left: self,
  right: that
}));
var concat2 = /* @__PURE__ */ dual(2, (self, that) => ({
  _tag: "Concat",
  left: self,
  right: that
}));
var getHelp2 = (self) => {
  const spans2 = enumerate(self, defaultConfig);
  if (isNonEmptyReadonlyArray(spans2)) {
    const head2 = headNonEmpty(spans2);
    const tail = tailNonEmpty(spans2);
    if (isNonEmptyReadonlyArray(tail)) {
      return pipe(map2(spans2, (span2) => p(span2)), reduceRight(empty7, (left2, right2) => sequence(left2, right2)));
    }
    return p(head2);
  }
  return empty7;
};
var enumerate = /* @__PURE__ */ dual(2, (self, config2) => render3(simplify(self, config2), config2));
var simplify = (self, config2) => {
  switch (self._tag) {
    case "Empty": {
      return empty8;
    }
    case "Mixed": {
      return mixed;
    }
    case "Named": {
      if (isNone(head(render3(self, config2)))) {
        return empty8;
      }
      return self;
    }
    case "Optional": {
      if (self.usage._tag === "Empty") {
        return empty8;
      }
      const usage = simplify(self.usage, config2);
      return usage._tag === "Empty" ? empty8 : usage._tag === "Optional" ? usage : optional(usage);
    }
    case "Repeated": {
      const usage = simplify(self.usage, config2);
      return usage._tag === "Empty" ? empty8 : repeated(usage);
    }
    case "Alternation": {
      const leftUsage = simplify(self.left, config2);
      const rightUsage = simplify(self.right, config2);
      return leftUsage._tag === "Empty" ? rightUsage : rightUsage._tag === "Empty" ? leftUsage : alternation(leftUsage, rightUsage);
    }
    case "Concat": {
      const leftUsage = simplify(self.left, config2);
      const rightUsage = simplify(self.right, config2);
      return leftUsage._tag === "Empty" ? rightUsage : rightUsage._tag === "Empty" ? leftUsage : concat2(leftUsage, rightUsage);
    }
  }
};
var render3 = (self, config2) => {
  switch (self._tag) {
    case "Empty": {
      return of(text4(""));
    }
    case "Mixed": {
      return of(text4("<command>"));
    }
    case "Named": {
      const typeInfo = config2.showTypes ? match(self.acceptedValues, {
        onNone: () => empty6,
        onSome: (s) => concat(space3, text4(s))
      }) : empty6;
      const namesToShow = config2.showAllNames ? self.names : self.names.length > 1 ? pipe(filter(self.names, (name) => name.startsWith("--")), head, map(of), getOrElse(() => self.names)) : self.names;
      const nameInfo = text4(join(namesToShow, ", "));
      return config2.showAllNames && self.names.length > 1 ? of(spans([text4("("), nameInfo, typeInfo, text4(")")])) : of(concat(nameInfo, typeInfo));
    }
    case "Optional": {
      return map2(render3(self.usage, config2), (span2) => spans([text4("["), span2, text4("]")]));
    }
    case "Repeated": {
      return map2(render3(self.usage, config2), (span2) => concat(span2, text4("...")));
    }
    case "Alternation": {
      if (self.left._tag === "Repeated" || self.right._tag === "Repeated" || self.left._tag === "Concat" || self.right._tag === "Concat") {
        return appendAll(render3(self.left, config2), render3(self.right, config2));
      }
      return flatMap2(render3(self.left, config2), (left2) => map2(render3(self.right, config2), (right2) => spans([left2, text4("|"), right2])));
    }
    case "Concat": {
      const leftSpan = render3(self.left, config2);
      const rightSpan = render3(self.right, config2);
      const separator = isNonEmptyReadonlyArray(leftSpan) && isNonEmptyReadonlyArray(rightSpan) ? space3 : empty6;
      return flatMap2(leftSpan, (left2) => map2(rightSpan, (right2) => spans([left2, separator, right2])));
    }
  }
};

// node_modules/@effect/cli/dist/esm/internal/validationError.js
var ValidationErrorSymbolKey = "@effect/cli/ValidationError";
var ValidationErrorTypeId = /* @__PURE__ */ Symbol.for(ValidationErrorSymbolKey);
var proto7 = {
  [ValidationErrorTypeId]: ValidationErrorTypeId
};
var isValidationError = (u) => typeof u === "object" && u != null && ValidationErrorTypeId in u;
var isCommandMismatch = (self) => self._tag === "CommandMismatch";
var isHelpRequested = (self) => self._tag === "HelpRequested";
var isMultipleValuesDetected = (self) => self._tag === "MultipleValuesDetected";
var isMissingValue = (self) => self._tag === "MissingValue";
var commandMismatch = (error2) => {
  const op = Object.create(proto7);
  op._tag = "CommandMismatch";
  op.error = error2;
  return op;
};
var correctedFlag = (error2) => {
  const op = Object.create(proto7);
  op._tag = "CorrectedFlag";
  op.error = error2;
  return op;
};
var invalidArgument = (error2) => {
  const op = Object.create(proto7);
  op._tag = "InvalidArgument";
  op.error = error2;
  return op;
};
var invalidValue = (error2) => {
  const op = Object.create(proto7);
  op._tag = "InvalidValue";
  op.error = error2;
  return op;
};
var missingFlag = (error2) => {
  const op = Object.create(proto7);
  op._tag = "MissingFlag";
  op.error = error2;
  return op;
};
var missingValue = (error2) => {
  const op = Object.create(proto7);
  op._tag = "MissingValue";
  op.error = error2;
  return op;
};
var multipleValuesDetected = (error2, values) => {
  const op = Object.create(proto7);
  op._tag = "MultipleValuesDetected";
  op.error = error2;
  op.values = values;
  return op;
};
var noBuiltInMatch = (error2) => {
  const op = Object.create(proto7);
  op._tag = "NoBuiltInMatch";
  op.error = error2;
  return op;
};
var unclusteredFlag = (error2, unclustered, rest) => {
  const op = Object.create(proto7);
  op._tag = "UnclusteredFlag";
  op.error = error2;
  op.unclustered = unclustered;
  op.rest = rest;
  return op;
};

// node_modules/@effect/cli/dist/esm/internal/options.js
var OptionsSymbolKey = "@effect/cli/Options";
var OptionsTypeId = /* @__PURE__ */ Symbol.for(OptionsSymbolKey);
var proto8 = {
  [OptionsTypeId]: {
    _A: (_) => _
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isOptions = (u) => typeof u === "object" && u != null && OptionsTypeId in u;
var isEmpty6 = (self) => self._tag === "Empty";
var isSingle = (self) => self._tag === "Single";
var all = function() {
  if (arguments.length === 1) {
    if (isOptions(arguments[0])) {
      return map9(arguments[0], (x) => [x]);
    } else if (isArray(arguments[0])) {
      return allTupled(arguments[0]);
    } else {
      const entries = Object.entries(arguments[0]);
      let result = map9(entries[0][1], (value2) => ({
        [entries[0][0]]: value2
      }));
      if (entries.length === 1) {
        return result;
      }
      const rest = entries.slice(1);
      for (const [key, options3] of rest) {
        result = map9(makeBoth(result, options3), ([record, value2]) => ({
          ...record,
          [key]: value2
        }));
      }
      return result;
    }
  }
  return allTupled(arguments[0]);
};
var defaultBooleanOptions = {
  ifPresent: true,
  negationNames: [],
  aliases: []
};
var boolean3 = (name, options3) => {
  const {
    aliases,
    ifPresent,
    negationNames
  } = {
    ...defaultBooleanOptions,
    ...options3
  };
  const option = makeSingle(name, aliases, boolean2(some(ifPresent)));
  if (isNonEmptyReadonlyArray(negationNames)) {
    const head2 = headNonEmpty(negationNames);
    const tail = tailNonEmpty(negationNames);
    const negationOption = makeSingle(head2, tail, boolean2(some(!ifPresent)));
    return withDefault(orElse5(option, negationOption), !ifPresent);
  }
  return withDefault(option, !ifPresent);
};
var choice2 = (name, choices) => {
  const primitive = choice(map2(choices, (choice4) => [choice4, choice4]));
  return makeSingle(name, empty(), primitive);
};
var choiceWithValue = (name, choices) => makeSingle(name, empty(), choice(choices));
var none3 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto8);
  op._tag = "Empty";
  return op;
})();
var text7 = (name) => makeSingle(name, empty(), text6);
var getHelp3 = (self) => getHelpInternal2(self);
var getUsage = (self) => getUsageInternal(self);
var map9 = /* @__PURE__ */ dual(2, (self, f) => makeMap(self, (a) => right(f(a))));
var optional2 = (self) => withDefault(map9(self, some), none());
var orElse5 = /* @__PURE__ */ dual(2, (self, that) => orElseEither(self, that).pipe(map9(merge)));
var orElseEither = /* @__PURE__ */ dual(2, (self, that) => makeOrElse(self, that));
var processCommandLine = /* @__PURE__ */ dual(3, (self, args, config2) => matchOptions(args, toParseableInstruction(self), config2).pipe(flatMap3(([error2, commandArgs, matchedOptions]) => parseInternal(self, matchedOptions, config2).pipe(catchAll((e) => match(error2, {
  onNone: () => fail(e),
  onSome: (err) => fail(err)
})), map3((a) => [error2, commandArgs, a])))));
var repeated2 = (self) => makeVariadic(self, none(), none());
var withAlias = /* @__PURE__ */ dual(2, (self, alias) => modifySingle(self, (single) => {
  const aliases = append(single.aliases, alias);
  return makeSingle(single.name, aliases, single.primitiveType, single.description, single.pseudoName);
}));
var withDefault = /* @__PURE__ */ dual(2, (self, fallback) => makeWithDefault(self, fallback));
var withDescription = /* @__PURE__ */ dual(2, (self, desc) => modifySingle(self, (single) => {
  const description = sequence(single.description, p(desc));
  return makeSingle(single.name, single.aliases, single.primitiveType, description, single.pseudoName);
}));
var wizard2 = /* @__PURE__ */ dual(2, (self, config2) => wizardInternal2(self, config2));
var allTupled = (arg) => {
  if (arg.length === 0) {
    return none3;
  }
  if (arg.length === 1) {
    return map9(arg[0], (x) => [x]);
  }
  let result = map9(arg[0], (x) => [x]);
  for (let i = 1; i < arg.length; i++) {
    const curr = arg[i];
    result = map9(makeBoth(result, curr), ([a, b]) => [...a, b]);
  }
  return result;
};
var getHelpInternal2 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty7;
    }
    case "Single": {
      return descriptionList(of([getSpan(getHelp2(getUsageInternal(self))), sequence(p(getHelp(self.primitiveType)), self.description)]));
    }
    case "KeyValueMap": {
      const identifier = getOrThrow(getIdentifierInternal(self.argumentOption));
      return mapDescriptionList(getHelpInternal2(self.argumentOption), (span2, oldBlock) => {
        const header = p("This setting is a property argument which:");
        const single = `${identifier} key1=value key2=value2`;
        const multiple = `${identifier} key1=value ${identifier} key2=value2`;
        const description = enumeration([p(`May be specified a single time:  '${single}'`), p(`May be specified multiple times: '${multiple}'`)]);
        const newBlock = pipe(oldBlock, sequence(header), sequence(description));
        return [span2, newBlock];
      });
    }
    case "Map": {
      return getHelpInternal2(self.options);
    }
    case "Both":
    case "OrElse": {
      return sequence(getHelpInternal2(self.left), getHelpInternal2(self.right));
    }
    case "Variadic": {
      const help = getHelpInternal2(self.argumentOption);
      return mapDescriptionList(help, (oldSpan, oldBlock) => {
        const min2 = getMinSizeInternal(self);
        const max2 = getMaxSizeInternal(self);
        const newSpan = text4(isSome(self.max) ? ` ${min2} - ${max2}` : min2 === 0 ? "..." : ` ${min2}+`);
        const newBlock = p(isSome(self.max) ? `This option must be repeated at least ${min2} times and may be repeated up to ${max2} times.` : min2 === 0 ? "This option may be repeated zero or more times." : `This option must be repeated at least ${min2} times.`);
        return [concat(oldSpan, newSpan), sequence(oldBlock, newBlock)];
      });
    }
    case "WithDefault": {
      return mapDescriptionList(getHelpInternal2(self.options), (span2, block) => {
        const optionalDescription = isOption(self.fallback) ? match(self.fallback, {
          onNone: () => p("This setting is optional."),
          onSome: (fallbackValue) => {
            const inspectableValue = isObject(fallbackValue) ? fallbackValue : String(fallbackValue);
            const displayValue = toStringUnknown(inspectableValue, 0);
            return p(`This setting is optional. Defaults to: ${displayValue}`);
          }
        }) : p("This setting is optional.");
        return [span2, sequence(block, optionalDescription)];
      });
    }
    case "WithFallback": {
      const helpDoc = isConfig(self.effect) ? p("This option can be set from environment variables.") : isPrompt(self.effect) ? p("Will prompt the user for input if this option is not provided.") : empty7;
      return mapDescriptionList(getHelpInternal2(self.options), (span2, block) => [span2, sequence(block, helpDoc)]);
    }
  }
};
var getIdentifierInternal = (self) => {
  switch (self._tag) {
    case "Empty": {
      return none();
    }
    case "Single": {
      return some(self.fullName);
    }
    case "Both":
    case "OrElse": {
      const ids = getSomes([getIdentifierInternal(self.left), getIdentifierInternal(self.right)]);
      return match2(ids, {
        onEmpty: () => none(),
        onNonEmpty: (ids2) => some(join(ids2, ", "))
      });
    }
    case "KeyValueMap":
    case "Variadic": {
      return getIdentifierInternal(self.argumentOption);
    }
    case "Map":
    case "WithFallback":
    case "WithDefault": {
      return getIdentifierInternal(self.options);
    }
  }
};
var getMinSizeInternal = (self) => {
  switch (self._tag) {
    case "Empty":
    case "WithDefault":
    case "WithFallback": {
      return 0;
    }
    case "Single":
    case "KeyValueMap": {
      return 1;
    }
    case "Map": {
      return getMinSizeInternal(self.options);
    }
    case "Both": {
      const leftMinSize = getMinSizeInternal(self.left);
      const rightMinSize = getMinSizeInternal(self.right);
      return leftMinSize + rightMinSize;
    }
    case "OrElse": {
      const leftMinSize = getMinSizeInternal(self.left);
      const rightMinSize = getMinSizeInternal(self.right);
      return Math.min(leftMinSize, rightMinSize);
    }
    case "Variadic": {
      const selfMinSize = getOrElse(self.min, () => 0);
      const argumentOptionMinSize = getMinSizeInternal(self.argumentOption);
      return selfMinSize * argumentOptionMinSize;
    }
  }
};
var getMaxSizeInternal = (self) => {
  switch (self._tag) {
    case "Empty": {
      return 0;
    }
    case "Single": {
      return 1;
    }
    case "KeyValueMap": {
      return Number.MAX_SAFE_INTEGER;
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return getMaxSizeInternal(self.options);
    }
    case "Both": {
      const leftMaxSize = getMaxSizeInternal(self.left);
      const rightMaxSize = getMaxSizeInternal(self.right);
      return leftMaxSize + rightMaxSize;
    }
    case "OrElse": {
      const leftMin = getMaxSizeInternal(self.left);
      const rightMin = getMaxSizeInternal(self.right);
      return Math.min(leftMin, rightMin);
    }
    case "Variadic": {
      const selfMaxSize = getOrElse(self.max, () => Number.MAX_SAFE_INTEGER / 2);
      const optionsMaxSize = getMaxSizeInternal(self.argumentOption);
      return Math.floor(selfMaxSize * optionsMaxSize);
    }
  }
};
var getUsageInternal = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty8;
    }
    case "Single": {
      const acceptedValues = isBool(self.primitiveType) ? none() : orElse(getChoices(self.primitiveType), () => some(self.placeholder));
      return named(getNames(self), acceptedValues);
    }
    case "KeyValueMap": {
      return getUsageInternal(self.argumentOption);
    }
    case "Map": {
      return getUsageInternal(self.options);
    }
    case "Both": {
      return concat2(getUsageInternal(self.left), getUsageInternal(self.right));
    }
    case "OrElse": {
      return alternation(getUsageInternal(self.left), getUsageInternal(self.right));
    }
    case "Variadic": {
      return repeated(getUsageInternal(self.argumentOption));
    }
    case "WithDefault":
    case "WithFallback": {
      return optional(getUsageInternal(self.options));
    }
  }
};
var isBoolInternal = (self) => {
  switch (self._tag) {
    case "Single": {
      return isBool(self.primitiveType);
    }
    case "Map": {
      return isBoolInternal(self.options);
    }
    case "WithDefault": {
      return isBoolInternal(self.options);
    }
    default: {
      return false;
    }
  }
};
var makeBoth = (left2, right2) => {
  const op = Object.create(proto8);
  op._tag = "Both";
  op.left = left2;
  op.right = right2;
  return op;
};
var makeFullName = (str) => str.length === 1 ? [true, `-${str}`] : [false, `--${str}`];
var makeKeyValueMap = (argumentOption) => {
  const op = Object.create(proto8);
  op._tag = "KeyValueMap";
  op.argumentOption = argumentOption;
  return op;
};
var makeMap = (options3, f) => {
  const op = Object.create(proto8);
  op._tag = "Map";
  op.options = options3;
  op.f = f;
  return op;
};
var makeOrElse = (left2, right2) => {
  const op = Object.create(proto8);
  op._tag = "OrElse";
  op.left = left2;
  op.right = right2;
  return op;
};
var makeSingle = (name, aliases, primitiveType, description = empty7, pseudoName = none()) => {
  const op = Object.create(proto8);
  op._tag = "Single";
  op.name = name;
  op.fullName = makeFullName(name)[1];
  op.placeholder = `${getOrElse(pseudoName, () => getTypeName(primitiveType))}`;
  op.aliases = aliases;
  op.primitiveType = primitiveType;
  op.description = description;
  op.pseudoName = pseudoName;
  return op;
};
var makeVariadic = (argumentOption, min2, max2) => {
  if (!isSingle(argumentOption)) {
    throw new Error("InvalidArgumentException: only single options can be variadic");
  }
  const op = Object.create(proto8);
  op._tag = "Variadic";
  op.argumentOption = argumentOption;
  op.min = min2;
  op.max = max2;
  return op;
};
var makeWithDefault = (options3, fallback) => {
  const op = Object.create(proto8);
  op._tag = "WithDefault";
  op.options = options3;
  op.fallback = fallback;
  return op;
};
var makeWithFallback = (options3, effect) => {
  const op = Object.create(proto8);
  op._tag = "WithFallback";
  op.options = options3;
  op.effect = effect;
  return op;
};
var modifySingle = (self, f) => {
  switch (self._tag) {
    case "Empty": {
      return none3;
    }
    case "Single": {
      return f(self);
    }
    case "KeyValueMap": {
      return makeKeyValueMap(f(self.argumentOption));
    }
    case "Map": {
      return makeMap(modifySingle(self.options, f), self.f);
    }
    case "Both": {
      return makeBoth(modifySingle(self.left, f), modifySingle(self.right, f));
    }
    case "OrElse": {
      return makeOrElse(modifySingle(self.left, f), modifySingle(self.right, f));
    }
    case "Variadic": {
      return makeVariadic(f(self.argumentOption), self.min, self.max);
    }
    case "WithDefault": {
      return makeWithDefault(modifySingle(self.options, f), self.fallback);
    }
    case "WithFallback": {
      return makeWithFallback(modifySingle(self.options, f), self.effect);
    }
  }
};
var getNames = (self) => {
  const loop = (self2) => {
    switch (self2._tag) {
      case "Empty": {
        return empty();
      }
      case "Single": {
        return prepend(self2.aliases, self2.name);
      }
      case "KeyValueMap":
      case "Variadic": {
        return loop(self2.argumentOption);
      }
      case "Map":
      case "WithDefault":
      case "WithFallback": {
        return loop(self2.options);
      }
      case "Both":
      case "OrElse": {
        const left2 = loop(self2.left);
        const right2 = loop(self2.right);
        return appendAll(left2, right2);
      }
    }
  };
  const order = mapInput(boolean, (tuple3) => !tuple3[0]);
  return pipe(loop(self), map2((str) => makeFullName(str)), sort(order), map2((tuple3) => tuple3[1]));
};
var toParseableInstruction = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single":
    case "KeyValueMap":
    case "Variadic": {
      return of(self);
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return toParseableInstruction(self.options);
    }
    case "Both":
    case "OrElse": {
      return appendAll(toParseableInstruction(self.left), toParseableInstruction(self.right));
    }
  }
};
var keyValueSplitter = /=(.*)/;
var parseInternal = (self, args, config2) => {
  switch (self._tag) {
    case "Empty": {
      return _void;
    }
    case "Single": {
      const singleNames = filterMap(getNames(self), (name) => get(args, name));
      if (isNonEmptyReadonlyArray(singleNames)) {
        const head2 = headNonEmpty(singleNames);
        const tail = tailNonEmpty(singleNames);
        if (isEmptyReadonlyArray(tail)) {
          if (isEmptyReadonlyArray(head2)) {
            return validate(self.primitiveType, none(), config2).pipe(mapError((e) => invalidValue(p(e))));
          }
          if (isNonEmptyReadonlyArray(head2) && isEmptyReadonlyArray(tailNonEmpty(head2))) {
            const value2 = headNonEmpty(head2);
            return validate(self.primitiveType, some(value2), config2).pipe(mapError((e) => invalidValue(p(e))));
          }
          return fail(multipleValuesDetected(empty7, head2));
        }
        const error3 = p(`More than one reference to option '${self.fullName}' detected`);
        return fail(invalidValue(error3));
      }
      const error2 = p(`Expected to find option: '${self.fullName}'`);
      return fail(missingValue(error2));
    }
    case "KeyValueMap": {
      const extractKeyValue = (value2) => {
        const split = value2.trim().split(keyValueSplitter, 2);
        if (isNonEmptyReadonlyArray(split) && split.length === 2 && split[1] !== "") {
          return succeed(split);
        }
        const error2 = p(`Expected a key/value pair but received '${value2}'`);
        return fail(invalidArgument(error2));
      };
      return parseInternal(self.argumentOption, args, config2).pipe(matchEffect({
        onFailure: (e) => isMultipleValuesDetected(e) ? forEach(e.values, (kv) => extractKeyValue(kv)).pipe(map3(fromIterable3)) : fail(e),
        onSuccess: (kv) => extractKeyValue(kv).pipe(map3(make2))
      }));
    }
    case "Map": {
      return parseInternal(self.options, args, config2).pipe(flatMap3((a) => self.f(a)));
    }
    case "Both": {
      return parseInternal(self.left, args, config2).pipe(catchAll((err1) => parseInternal(self.right, args, config2).pipe(matchEffect({
        onFailure: (err2) => {
          const error2 = sequence(err1.error, err2.error);
          return fail(missingValue(error2));
        },
        onSuccess: () => fail(err1)
      }))), zip(parseInternal(self.right, args, config2)));
    }
    case "OrElse": {
      return parseInternal(self.left, args, config2).pipe(matchEffect({
        onFailure: (err1) => parseInternal(self.right, args, config2).pipe(mapBoth({
          onFailure: (err2) => (
            // orElse option is only missing in case neither option was given
            isMissingValue(err1) && isMissingValue(err2) ? missingValue(sequence(err1.error, err2.error)) : invalidValue(sequence(err1.error, err2.error))
          ),
          onSuccess: (b) => right(b)
        })),
        onSuccess: (a) => parseInternal(self.right, args, config2).pipe(matchEffect({
          onFailure: () => succeed(left(a)),
          onSuccess: () => {
            const leftUid = getOrElse(getIdentifierInternal(self.left), () => "???");
            const rightUid = getOrElse(getIdentifierInternal(self.right), () => "???");
            const error2 = p(`Collision between two options detected - you can only specify one of either: ['${leftUid}', '${rightUid}']`);
            return fail(invalidValue(error2));
          }
        }))
      }));
    }
    case "Variadic": {
      const min2 = getOrElse(self.min, () => 0);
      const max2 = getOrElse(self.max, () => Number.MAX_SAFE_INTEGER);
      const matchedArgument = filterMap(getNames(self), (name) => get(args, name));
      const validateMinMax = (values) => {
        if (values.length < min2) {
          const name = self.argumentOption.fullName;
          const error2 = `Expected at least ${min2} value(s) for option: '${name}'`;
          return fail(invalidValue(p(error2)));
        }
        if (values.length > max2) {
          const name = self.argumentOption.fullName;
          const error2 = `Expected at most ${max2} value(s) for option: '${name}'`;
          return fail(invalidValue(p(error2)));
        }
        const primitive = self.argumentOption.primitiveType;
        const validatePrimitive = (value2) => validate(primitive, some(value2), config2).pipe(mapError((e) => invalidValue(p(e))));
        return forEach(values, (value2) => validatePrimitive(value2));
      };
      if (every(matchedArgument, isEmptyReadonlyArray)) {
        return validateMinMax(empty());
      }
      return parseInternal(self.argumentOption, args, config2).pipe(matchEffect({
        onFailure: (error2) => isMultipleValuesDetected(error2) ? validateMinMax(error2.values) : fail(error2),
        onSuccess: (value2) => validateMinMax(of(value2))
      }));
    }
    case "WithDefault": {
      return parseInternal(self.options, args, config2).pipe(catchTag("MissingValue", () => succeed(self.fallback)));
    }
    case "WithFallback": {
      return parseInternal(self.options, args, config2).pipe(catchTag("MissingValue", (e) => self.effect.pipe(catchAll((e2) => {
        if (isTagged(e2, "QuitException")) {
          return die(e2);
        }
        if (isConfigError(e2) && !isMissingDataOnly(e2)) {
          const help = p(String(e2));
          const error2 = invalidValue(help);
          return fail(error2);
        }
        return fail(e);
      }))));
    }
  }
};
var wizardInternal2 = (self, config2) => {
  switch (self._tag) {
    case "Empty": {
      return succeed(empty());
    }
    case "Single": {
      const help = getHelpInternal2(self);
      return wizard(self.primitiveType, help).pipe(flatMap3((input) => {
        const args = make(getNames(self)[0], input);
        return parseCommandLine(self, args, config2).pipe(as(args));
      }), zipLeft(log()));
    }
    case "KeyValueMap": {
      const message = p("Enter `key=value` pairs separated by spaces");
      return list3({
        message: toAnsiText(message).trim(),
        delimiter: " "
      }).pipe(flatMap3((args) => {
        const identifier = getOrElse(getIdentifierInternal(self), () => "");
        return parseInternal(self, make2([identifier, args]), config2).pipe(as(prepend(args, identifier)));
      }), zipLeft(log()));
    }
    case "Map": {
      return wizardInternal2(self.options, config2);
    }
    case "Both": {
      return zipWith(wizardInternal2(self.left, config2), wizardInternal2(self.right, config2), (left2, right2) => appendAll(left2, right2));
    }
    case "OrElse": {
      const alternativeHelp = p("Select which option you would like to use");
      const message = pipe(getHelpInternal2(self), sequence(alternativeHelp));
      const makeChoice = (title, value2) => ({
        title,
        value: value2
      });
      const choices = getSomes([map(getIdentifierInternal(self.left), (title) => makeChoice(title, self.left)), map(getIdentifierInternal(self.right), (title) => makeChoice(title, self.right))]);
      return select({
        message: toAnsiText(message).trimEnd(),
        choices
      }).pipe(flatMap3((option) => wizardInternal2(option, config2)));
    }
    case "Variadic": {
      const repeatHelp = p("How many times should this argument be repeated?");
      const message = pipe(getHelpInternal2(self), sequence(repeatHelp));
      return integer({
        message: toAnsiText(message).trimEnd(),
        min: getMinSizeInternal(self),
        max: getMaxSizeInternal(self)
      }).pipe(flatMap3((n) => n <= 0 ? succeed(empty()) : make3(empty()).pipe(flatMap3((ref) => wizardInternal2(self.argumentOption, config2).pipe(flatMap3((args) => update(ref, appendAll(args))), repeatN(n - 1), zipRight(get2(ref)))))));
    }
    case "WithDefault": {
      if (isBoolInternal(self.options)) {
        return wizardInternal2(self.options, config2);
      }
      const defaultHelp = p(`This option is optional - use the default?`);
      const message = pipe(getHelpInternal2(self.options), sequence(defaultHelp));
      return select({
        message: toAnsiText(message).trimEnd(),
        choices: [{
          title: "Yes",
          value: true,
          description: `use the default ${isOption(self.fallback) ? match(self.fallback, {
            onNone: () => "",
            onSome: (a) => `(${JSON.stringify(a)})`
          }) : `(${JSON.stringify(self.fallback)})`}`
        }, {
          title: "No",
          value: false,
          description: "use a custom value"
        }]
      }).pipe(zipLeft(log()), flatMap3((useFallback) => useFallback ? succeed(empty()) : wizardInternal2(self.options, config2)));
    }
    case "WithFallback": {
      if (isBoolInternal(self.options)) {
        return wizardInternal2(self.options, config2);
      }
      if (isPrompt(self.effect)) {
        return wizardInternal2(self.options, config2);
      }
      const defaultHelp = p(`Try load this option from the environment?`);
      const message = pipe(getHelpInternal2(self.options), sequence(defaultHelp));
      return select({
        message: toAnsiText(message).trimEnd(),
        choices: [{
          title: `Use environment variables`,
          value: true
        }, {
          title: "Custom",
          value: false
        }]
      }).pipe(zipLeft(log()), flatMap3((useFallback) => useFallback ? succeed(empty()) : wizardInternal2(self.options, config2)));
    }
  }
};
var matchOptions = (input, options3, config2) => {
  if (isNonEmptyReadonlyArray(options3)) {
    return findOptions(input, options3, config2).pipe(flatMap3(([otherArgs, otherOptions, map1]) => {
      if (isEmpty(map1)) {
        return succeed([none(), input, map1]);
      }
      return matchOptions(otherArgs, otherOptions, config2).pipe(map3(([error2, otherArgs2, map22]) => [error2, otherArgs2, merge2(map1, fromIterable(map22))]));
    }), catchAll((e) => succeed([some(e), input, empty2()])));
  }
  return isEmptyReadonlyArray(input) ? succeed([none(), empty(), empty2()]) : succeed([none(), input, empty2()]);
};
var findOptions = (input, options3, config2) => matchLeft(options3, {
  onEmpty: () => succeed([input, empty(), empty2()]),
  onNonEmpty: (head2, tail) => parseCommandLine(head2, input, config2).pipe(flatMap3(({
    leftover,
    parsed
  }) => match(parsed, {
    onNone: () => findOptions(leftover, tail, config2).pipe(map3(([nextArgs, nextOptions, map12]) => [nextArgs, prepend(nextOptions, head2), map12])),
    onSome: ({
      name,
      values
    }) => succeed([leftover, tail, make2([name, values])])
  })), catchTags({
    CorrectedFlag: (e) => findOptions(input, tail, config2).pipe(catchSome(() => some(fail(e))), flatMap3(([otherArgs, otherOptions, map12]) => fail(e).pipe(when(() => isEmpty(map12)), as([otherArgs, prepend(otherOptions, head2), map12])))),
    MissingFlag: () => findOptions(input, tail, config2).pipe(map3(([otherArgs, otherOptions, map12]) => [otherArgs, prepend(otherOptions, head2), map12])),
    UnclusteredFlag: (e) => matchUnclustered(e.unclustered, e.rest, options3, config2).pipe(catchAll(() => fail(e)))
  }))
});
var CLUSTERED_REGEX = /^-{1}([^-]{2,}$)/;
var FLAG_REGEX = /^(--[^=]+)(?:=(.+))?$/;
var processArgs = (args) => matchLeft(args, {
  onEmpty: () => succeed(empty()),
  onNonEmpty: (head2, tail) => {
    const value2 = head2.trim();
    if (CLUSTERED_REGEX.test(value2)) {
      const unclustered = value2.substring(1).split("").map((c) => `-${c}`);
      return fail(unclusteredFlag(empty7, unclustered, tail));
    }
    if (FLAG_REGEX.test(value2)) {
      const result = FLAG_REGEX.exec(value2);
      if (result !== null && result[2] !== void 0) {
        return succeed(appendAll([result[1], result[2]], tail));
      }
    }
    return succeed(args);
  }
});
var parseCommandLine = (self, args, config2) => {
  switch (self._tag) {
    case "Single": {
      return processArgs(args).pipe(flatMap3((args2) => matchLeft(args2, {
        onEmpty: () => {
          const error2 = p(`Expected to find option: '${self.fullName}'`);
          return fail(missingFlag(error2));
        },
        onNonEmpty: (head2, tail) => {
          const normalize = (value2) => normalizeCase(config2, value2);
          const normalizedHead = normalize(head2);
          const normalizedNames = map2(getNames(self), (name) => normalize(name));
          if (contains(normalizedNames, normalizedHead)) {
            if (isBool(self.primitiveType)) {
              return matchLeft(tail, {
                onEmpty: () => {
                  const parsed2 = some({
                    name: head2,
                    values: empty()
                  });
                  return succeed({
                    parsed: parsed2,
                    leftover: tail
                  });
                },
                onNonEmpty: (value2, leftover2) => {
                  if (isTrueValue(value2)) {
                    const parsed3 = some({
                      name: head2,
                      values: of("true")
                    });
                    return succeed({
                      parsed: parsed3,
                      leftover: leftover2
                    });
                  }
                  if (isFalseValue(value2)) {
                    const parsed3 = some({
                      name: head2,
                      values: of("false")
                    });
                    return succeed({
                      parsed: parsed3,
                      leftover: leftover2
                    });
                  }
                  const parsed2 = some({
                    name: head2,
                    values: empty()
                  });
                  return succeed({
                    parsed: parsed2,
                    leftover: tail
                  });
                }
              });
            }
            return matchLeft(tail, {
              onEmpty: () => {
                const error2 = p(`Expected a value following option: '${self.fullName}'`);
                return fail(missingValue(error2));
              },
              onNonEmpty: (value2, leftover2) => {
                const parsed2 = some({
                  name: head2,
                  values: of(value2)
                });
                return succeed({
                  parsed: parsed2,
                  leftover: leftover2
                });
              }
            });
          }
          if (head2.startsWith("-")) {
            if (self.name.length > config2.autoCorrectLimit + 1 && levensteinDistance(head2, self.fullName, config2) <= config2.autoCorrectLimit) {
              const error3 = p(`The flag '${head2}' is not recognized. Did you mean '${self.fullName}'?`);
              return fail(correctedFlag(error3));
            }
            const error2 = p(`Expected to find option: '${self.fullName}'`);
            return fail(missingFlag(error2));
          }
          let optionIndex = -1;
          let equalsValue = void 0;
          for (let i = 0; i < tail.length; i++) {
            const arg = tail[i];
            const normalizedArg = normalize(arg);
            if (contains(normalizedNames, normalizedArg)) {
              optionIndex = i;
              break;
            }
            const flagMatch = FLAG_REGEX.exec(arg);
            if (flagMatch !== null) {
              const normalizedFlag = normalize(flagMatch[1]);
              if (contains(normalizedNames, normalizedFlag)) {
                optionIndex = i;
                equalsValue = flagMatch[2];
                break;
              }
            }
          }
          if (optionIndex === -1) {
            const error2 = p(`Expected to find option: '${self.fullName}'`);
            return fail(missingFlag(error2));
          }
          const rawArg = tail[optionIndex];
          const optionName = equalsValue !== void 0 ? FLAG_REGEX.exec(rawArg)[1] : rawArg;
          const beforeOption = prepend(tail.slice(0, optionIndex), head2);
          const afterOption = tail.slice(optionIndex + 1);
          if (isBool(self.primitiveType)) {
            if (equalsValue !== void 0) {
              if (isTrueValue(equalsValue)) {
                const parsed3 = some({
                  name: optionName,
                  values: of("true")
                });
                const leftover3 = appendAll(beforeOption, afterOption);
                return succeed({
                  parsed: parsed3,
                  leftover: leftover3
                });
              }
              if (isFalseValue(equalsValue)) {
                const parsed3 = some({
                  name: optionName,
                  values: of("false")
                });
                const leftover3 = appendAll(beforeOption, afterOption);
                return succeed({
                  parsed: parsed3,
                  leftover: leftover3
                });
              }
            }
            if (afterOption.length > 0) {
              const nextValue = afterOption[0];
              if (isTrueValue(nextValue)) {
                const parsed3 = some({
                  name: optionName,
                  values: of("true")
                });
                const leftover3 = appendAll(beforeOption, afterOption.slice(1));
                return succeed({
                  parsed: parsed3,
                  leftover: leftover3
                });
              }
              if (isFalseValue(nextValue)) {
                const parsed3 = some({
                  name: optionName,
                  values: of("false")
                });
                const leftover3 = appendAll(beforeOption, afterOption.slice(1));
                return succeed({
                  parsed: parsed3,
                  leftover: leftover3
                });
              }
            }
            const parsed2 = some({
              name: optionName,
              values: empty()
            });
            const leftover2 = appendAll(beforeOption, afterOption);
            return succeed({
              parsed: parsed2,
              leftover: leftover2
            });
          }
          if (equalsValue !== void 0) {
            const parsed2 = some({
              name: optionName,
              values: of(equalsValue)
            });
            const leftover2 = appendAll(beforeOption, afterOption);
            return succeed({
              parsed: parsed2,
              leftover: leftover2
            });
          }
          if (afterOption.length === 0) {
            const error2 = p(`Expected a value following option: '${self.fullName}'`);
            return fail(missingValue(error2));
          }
          const optionValue = afterOption[0];
          const parsed = some({
            name: optionName,
            values: of(optionValue)
          });
          const leftover = appendAll(beforeOption, afterOption.slice(1));
          return succeed({
            parsed,
            leftover
          });
        }
      })));
    }
    case "KeyValueMap": {
      const normalizedNames = map2(getNames(self.argumentOption), (name) => normalizeCase(config2, name));
      return matchLeft(args, {
        onEmpty: () => succeed({
          parsed: none(),
          leftover: args
        }),
        onNonEmpty: (head2, tail) => {
          const loop = (args2) => {
            let keyValues = empty();
            let leftover2 = args2;
            while (isNonEmptyReadonlyArray(leftover2)) {
              const name = headNonEmpty(leftover2).trim();
              const normalizedName2 = normalizeCase(config2, name);
              if (leftover2.length >= 2 && contains(normalizedNames, normalizedName2)) {
                const keyValue = leftover2[1].trim();
                const [key, value2] = keyValue.split("=");
                if (key !== void 0 && value2 !== void 0 && value2.length > 0) {
                  keyValues = append(keyValues, keyValue);
                  leftover2 = leftover2.slice(2);
                  continue;
                }
              }
              if (name.includes("=")) {
                const [key, value2] = name.split("=");
                if (key !== void 0 && value2 !== void 0 && value2.length > 0) {
                  keyValues = append(keyValues, name);
                  leftover2 = leftover2.slice(1);
                  continue;
                }
              }
              break;
            }
            return [keyValues, leftover2];
          };
          const normalizedName = normalizeCase(config2, head2);
          if (contains(normalizedNames, normalizedName)) {
            const [values2, leftover2] = loop(tail);
            return succeed({
              parsed: some({
                name: head2,
                values: values2
              }),
              leftover: leftover2
            });
          }
          if (head2.startsWith("-")) {
            return succeed({
              parsed: none(),
              leftover: args
            });
          }
          let optionIndex = -1;
          for (let i = 0; i < tail.length; i++) {
            const arg = tail[i];
            const normalizedArg = normalizeCase(config2, arg);
            if (contains(normalizedNames, normalizedArg)) {
              optionIndex = i;
              break;
            }
          }
          if (optionIndex === -1) {
            return succeed({
              parsed: none(),
              leftover: args
            });
          }
          const optionName = tail[optionIndex];
          const beforeOption = prepend(tail.slice(0, optionIndex), head2);
          const afterOption = tail.slice(optionIndex + 1);
          const [values, remaining] = loop(afterOption);
          const leftover = appendAll(beforeOption, remaining);
          return succeed({
            parsed: some({
              name: optionName,
              values
            }),
            leftover
          });
        }
      });
    }
    case "Variadic": {
      const normalizedNames = map2(getNames(self.argumentOption), (name) => normalizeCase(config2, name));
      let optionName = void 0;
      let values = empty();
      let unparsed = args;
      let leftover = empty();
      while (isNonEmptyReadonlyArray(unparsed)) {
        const name = headNonEmpty(unparsed);
        const normalizedName = normalizeCase(config2, name);
        if (contains(normalizedNames, normalizedName)) {
          if (optionName === void 0) {
            optionName = name;
          }
          const value2 = unparsed[1];
          if (value2 !== void 0 && value2.length > 0) {
            values = append(values, value2.trim());
          }
          unparsed = unparsed.slice(2);
        } else {
          leftover = append(leftover, headNonEmpty(unparsed));
          unparsed = unparsed.slice(1);
        }
      }
      const parsed = fromNullable(optionName).pipe(orElse(() => some(self.argumentOption.fullName)), map((name) => ({
        name,
        values
      })));
      return succeed({
        parsed,
        leftover
      });
    }
  }
};
var matchUnclustered = (input, tail, options3, config2) => {
  if (isNonEmptyReadonlyArray(input)) {
    const flag = headNonEmpty(input);
    const otherFlags = tailNonEmpty(input);
    return findOptions(of(flag), options3, config2).pipe(flatMap3(([_, opts1, map1]) => {
      if (isEmpty(map1)) {
        return fail(unclusteredFlag(empty7, empty(), tail));
      }
      return matchUnclustered(otherFlags, tail, opts1, config2).pipe(map3(([_2, opts2, map22]) => [tail, opts2, merge2(map1, fromIterable(map22))]));
    }));
  }
  return succeed([tail, options3, empty2()]);
};
var merge2 = (map1, map22) => {
  if (isNonEmptyReadonlyArray(map22)) {
    const head2 = headNonEmpty(map22);
    const tail = tailNonEmpty(map22);
    const newMap = match(get(map1, head2[0]), {
      onNone: () => set(map1, head2[0], head2[1]),
      onSome: (elems) => set(map1, head2[0], appendAll(elems, head2[1]))
    });
    return merge2(newMap, tail);
  }
  return map1;
};
var escape = (string5) => escapeSingleQuoted(string5.replaceAll("\\", "\\\\")).replaceAll("[", "\\[").replaceAll("]", "\\]").replaceAll(":", "\\:").replaceAll("$", "\\$").replaceAll("`", "\\`").replaceAll("(", "\\(").replaceAll(")", "\\)");
var getShortDescription = (self) => {
  switch (self._tag) {
    case "Empty":
    case "Both":
    case "OrElse": {
      return "";
    }
    case "Single": {
      return getText(getSpan(self.description));
    }
    case "KeyValueMap":
    case "Variadic": {
      return getShortDescription(self.argumentOption);
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return getShortDescription(self.options);
    }
  }
};
var getBashCompletions2 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single": {
      const names = getNames(self);
      const cases = join(names, "|");
      const compgen = getBashCompletions(self.primitiveType);
      return make(`${cases})`, `    COMPREPLY=( ${compgen} )`, `    return 0`, `    ;;`);
    }
    case "KeyValueMap":
    case "Variadic": {
      return getBashCompletions2(self.argumentOption);
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return getBashCompletions2(self.options);
    }
    case "Both":
    case "OrElse": {
      const left2 = getBashCompletions2(self.left);
      const right2 = getBashCompletions2(self.right);
      return appendAll(left2, right2);
    }
  }
};
var getFishCompletions2 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single": {
      const description = getShortDescription(self);
      const order = mapInput(boolean, (tuple3) => !tuple3[0]);
      return pipe(prepend(self.aliases, self.name), map2((name) => [name.length === 1, name]), sort(order), flatMap2(([isShort, name]) => make(isShort ? "-s" : "-l", name)), appendAll(getFishCompletions(self.primitiveType)), appendAll(description.length === 0 ? empty() : of(`-d '${escapeSingleQuoted(description)}'`)), join(" "), of);
    }
    case "KeyValueMap":
    case "Variadic": {
      return getFishCompletions2(self.argumentOption);
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return getFishCompletions2(self.options);
    }
    case "Both":
    case "OrElse": {
      return pipe(getFishCompletions2(self.left), appendAll(getFishCompletions2(self.right)));
    }
  }
};
var getZshCompletions2 = (self, state = {
  conflicts: empty(),
  multiple: false
}) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single": {
      const names = getNames(self);
      const description = getShortDescription(self);
      const possibleValues = getZshCompletions(self.primitiveType);
      const multiple = state.multiple ? "*" : "";
      const conflicts = isNonEmptyReadonlyArray(state.conflicts) ? `(${join(state.conflicts, " ")})` : "";
      return map2(names, (name) => `${conflicts}${multiple}${name}[${escape(description)}]${possibleValues}`);
    }
    case "KeyValueMap": {
      return getZshCompletions2(self.argumentOption, {
        ...state,
        multiple: true
      });
    }
    case "Map":
    case "WithDefault":
    case "WithFallback": {
      return getZshCompletions2(self.options, state);
    }
    case "Both": {
      const left2 = getZshCompletions2(self.left, state);
      const right2 = getZshCompletions2(self.right, state);
      return appendAll(left2, right2);
    }
    case "OrElse": {
      const leftNames = getNames(self.left);
      const rightNames = getNames(self.right);
      const left2 = getZshCompletions2(self.left, {
        ...state,
        conflicts: appendAll(state.conflicts, rightNames)
      });
      const right2 = getZshCompletions2(self.right, {
        ...state,
        conflicts: appendAll(state.conflicts, leftNames)
      });
      return appendAll(left2, right2);
    }
    case "Variadic": {
      return isSome(self.max) && self.max.value > 1 ? getZshCompletions2(self.argumentOption, {
        ...state,
        multiple: true
      }) : getZshCompletions2(self.argumentOption, state);
    }
  }
};

// node_modules/@effect/cli/dist/esm/Options.js
var all2 = all;
var boolean4 = boolean3;
var choice3 = choice2;
var text8 = text7;
var optional3 = optional2;
var repeated3 = repeated2;
var withAlias2 = withAlias;
var withDefault2 = withDefault;

// node_modules/@effect/cli/dist/esm/internal/args.js
var ArgsSymbolKey = "@effect/cli/Args";
var ArgsTypeId = /* @__PURE__ */ Symbol.for(ArgsSymbolKey);
var proto9 = {
  [ArgsTypeId]: {
    _A: (_) => _
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isArgs = (u) => typeof u === "object" && u != null && ArgsTypeId in u;
var isEmpty7 = (self) => self._tag === "Empty";
var all3 = function() {
  if (arguments.length === 1) {
    if (isArgs(arguments[0])) {
      return map10(arguments[0], (x) => [x]);
    } else if (isArray(arguments[0])) {
      return allTupled2(arguments[0]);
    } else {
      const entries = Object.entries(arguments[0]);
      let result = map10(entries[0][1], (value2) => ({
        [entries[0][0]]: value2
      }));
      if (entries.length === 1) {
        return result;
      }
      const rest = entries.slice(1);
      for (const [key, options3] of rest) {
        result = map10(makeBoth2(result, options3), ([record, value2]) => ({
          ...record,
          [key]: value2
        }));
      }
      return result;
    }
  }
  return allTupled2(arguments[0]);
};
var none4 = /* @__PURE__ */ (() => {
  const op = /* @__PURE__ */ Object.create(proto9);
  op._tag = "Empty";
  return op;
})();
var text9 = (config2) => makeSingle2(fromNullable(config2?.name), text6);
var getHelp4 = (self) => getHelpInternal3(self);
var getUsage2 = (self) => getUsageInternal2(self);
var map10 = /* @__PURE__ */ dual(2, (self, f) => mapEffect2(self, (a) => succeed(f(a))));
var mapEffect2 = /* @__PURE__ */ dual(2, (self, f) => makeMap2(self, f));
var optional4 = (self) => makeWithDefault2(map10(self, some), none());
var validate2 = /* @__PURE__ */ dual(3, (self, args, config2) => validateInternal2(self, args, config2));
var wizard3 = /* @__PURE__ */ dual(2, (self, config2) => wizardInternal3(self, config2));
var allTupled2 = (arg) => {
  if (arg.length === 0) {
    return none4;
  }
  if (arg.length === 1) {
    return map10(arg[0], (x) => [x]);
  }
  let result = map10(arg[0], (x) => [x]);
  for (let i = 1; i < arg.length; i++) {
    const curr = arg[i];
    result = map10(makeBoth2(result, curr), ([a, b]) => [...a, b]);
  }
  return result;
};
var getHelpInternal3 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty7;
    }
    case "Single": {
      return descriptionList([[weak(self.name), sequence(p(getHelp(self.primitiveType)), self.description)]]);
    }
    case "Map": {
      return getHelpInternal3(self.args);
    }
    case "Both": {
      return sequence(getHelpInternal3(self.left), getHelpInternal3(self.right));
    }
    case "Variadic": {
      const help = getHelpInternal3(self.args);
      return mapDescriptionList(help, (oldSpan, oldBlock) => {
        const min2 = getMinSizeInternal2(self);
        const max2 = getMaxSizeInternal2(self);
        const newSpan = text4(isSome(self.max) ? ` ${min2} - ${max2}` : min2 === 0 ? "..." : ` ${min2}+`);
        const newBlock = p(isSome(self.max) ? `This argument must be repeated at least ${min2} times and may be repeated up to ${max2} times.` : min2 === 0 ? "This argument may be repeated zero or more times." : `This argument must be repeated at least ${min2} times.`);
        return [concat(oldSpan, newSpan), sequence(oldBlock, newBlock)];
      });
    }
    case "WithDefault": {
      return mapDescriptionList(getHelpInternal3(self.args), (span2, block) => {
        const optionalDescription = isOption(self.fallback) ? match(self.fallback, {
          onNone: () => p("This setting is optional."),
          onSome: (fallbackValue) => {
            const inspectableValue = isObject(fallbackValue) ? fallbackValue : String(fallbackValue);
            const displayValue = toStringUnknown(inspectableValue, 0);
            return p(`This setting is optional. Defaults to: ${displayValue}`);
          }
        }) : p("This setting is optional.");
        return [span2, sequence(block, optionalDescription)];
      });
    }
    case "WithFallbackConfig": {
      return mapDescriptionList(getHelpInternal3(self.args), (span2, block) => [span2, sequence(block, p("This argument can be set from environment variables."))]);
    }
  }
};
var getMinSizeInternal2 = (self) => {
  switch (self._tag) {
    case "Empty":
    case "WithDefault":
    case "WithFallbackConfig": {
      return 0;
    }
    case "Single": {
      return 1;
    }
    case "Map": {
      return getMinSizeInternal2(self.args);
    }
    case "Both": {
      const leftMinSize = getMinSizeInternal2(self.left);
      const rightMinSize = getMinSizeInternal2(self.right);
      return leftMinSize + rightMinSize;
    }
    case "Variadic": {
      const argsMinSize = getMinSizeInternal2(self.args);
      return Math.floor(getOrElse(self.min, () => 0) * argsMinSize);
    }
  }
};
var getMaxSizeInternal2 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return 0;
    }
    case "Single": {
      return 1;
    }
    case "Map":
    case "WithDefault":
    case "WithFallbackConfig": {
      return getMaxSizeInternal2(self.args);
    }
    case "Both": {
      const leftMaxSize = getMaxSizeInternal2(self.left);
      const rightMaxSize = getMaxSizeInternal2(self.right);
      return leftMaxSize + rightMaxSize;
    }
    case "Variadic": {
      const argsMaxSize = getMaxSizeInternal2(self.args);
      return Math.floor(getOrElse(self.max, () => Number.MAX_SAFE_INTEGER / 2) * argsMaxSize);
    }
  }
};
var getUsageInternal2 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty8;
    }
    case "Single": {
      return named(of(self.name), getChoices(self.primitiveType));
    }
    case "Map": {
      return getUsageInternal2(self.args);
    }
    case "Both": {
      return concat2(getUsageInternal2(self.left), getUsageInternal2(self.right));
    }
    case "Variadic": {
      return repeated(getUsageInternal2(self.args));
    }
    case "WithDefault":
    case "WithFallbackConfig": {
      return optional(getUsageInternal2(self.args));
    }
  }
};
var makeSingle2 = (pseudoName, primitiveType, description = empty7) => {
  const op = Object.create(proto9);
  op._tag = "Single";
  op.name = `<${getOrElse(pseudoName, () => getTypeName(primitiveType))}>`;
  op.pseudoName = pseudoName;
  op.primitiveType = primitiveType;
  op.description = description;
  return op;
};
var makeMap2 = (self, f) => {
  const op = Object.create(proto9);
  op._tag = "Map";
  op.args = self;
  op.f = f;
  return op;
};
var makeBoth2 = (left2, right2) => {
  const op = Object.create(proto9);
  op._tag = "Both";
  op.left = left2;
  op.right = right2;
  return op;
};
var makeWithDefault2 = (self, fallback) => {
  const op = Object.create(proto9);
  op._tag = "WithDefault";
  op.args = self;
  op.fallback = fallback;
  return op;
};
var validateInternal2 = (self, args, config2) => {
  switch (self._tag) {
    case "Empty": {
      return succeed([args, void 0]);
    }
    case "Single": {
      return suspend(() => {
        return matchLeft(args, {
          onEmpty: () => {
            const choices = getChoices(self.primitiveType);
            if (isSome(self.pseudoName) && isSome(choices)) {
              return fail(missingValue(p(`Missing argument <${self.pseudoName.value}> with choices ${choices.value}`)));
            }
            if (isSome(self.pseudoName)) {
              return fail(missingValue(p(`Missing argument <${self.pseudoName.value}>`)));
            }
            if (isSome(choices)) {
              return fail(missingValue(p(`Missing argument ${getTypeName(self.primitiveType)} with choices ${choices.value}`)));
            }
            return fail(missingValue(p(`Missing argument ${getTypeName(self.primitiveType)}`)));
          },
          onNonEmpty: (head2, tail) => validate(self.primitiveType, some(head2), config2).pipe(mapBoth({
            onFailure: (text10) => invalidArgument(p(text10)),
            onSuccess: (a) => [tail, a]
          }))
        });
      });
    }
    case "Map": {
      return validateInternal2(self.args, args, config2).pipe(flatMap3(([leftover, a]) => matchEffect(self.f(a), {
        onFailure: (doc) => fail(invalidArgument(doc)),
        onSuccess: (b) => succeed([leftover, b])
      })));
    }
    case "Both": {
      return validateInternal2(self.left, args, config2).pipe(flatMap3(([args2, a]) => validateInternal2(self.right, args2, config2).pipe(map3(([args3, b]) => [args3, [a, b]]))));
    }
    case "Variadic": {
      const min1 = getOrElse(self.min, () => 0);
      const max1 = getOrElse(self.max, () => Number.MAX_SAFE_INTEGER);
      const loop = (args2, acc) => {
        if (acc.length >= max1) {
          return succeed([args2, acc]);
        }
        return validateInternal2(self.args, args2, config2).pipe(matchEffect({
          onFailure: (failure) => acc.length >= min1 && isEmptyReadonlyArray(args2) ? succeed([args2, acc]) : fail(failure),
          onSuccess: ([args3, a]) => loop(args3, append(acc, a))
        }));
      };
      return loop(args, empty()).pipe(map3(([args2, acc]) => [args2, acc]));
    }
    case "WithDefault": {
      return validateInternal2(self.args, args, config2).pipe(catchTag("MissingValue", () => succeed([args, self.fallback])));
    }
    case "WithFallbackConfig": {
      return validateInternal2(self.args, args, config2).pipe(catchTag("MissingValue", (e) => map3(catchAll(self.config, (e2) => {
        if (isMissingDataOnly(e2)) {
          const help = p(String(e2));
          const error2 = invalidValue(help);
          return fail(error2);
        }
        return fail(e);
      }), (value2) => [args, value2])));
    }
  }
};
var wizardInternal3 = (self, config2) => {
  switch (self._tag) {
    case "Empty": {
      return succeed(empty());
    }
    case "Single": {
      const help = getHelpInternal3(self);
      return wizard(self.primitiveType, help).pipe(zipLeft(log()), flatMap3((input) => {
        const args = of(input);
        return validateInternal2(self, args, config2).pipe(as(args));
      }));
    }
    case "Map": {
      return wizardInternal3(self.args, config2).pipe(tap((args) => validateInternal2(self.args, args, config2)));
    }
    case "Both": {
      return zipWith(wizardInternal3(self.left, config2), wizardInternal3(self.right, config2), (left2, right2) => appendAll(left2, right2)).pipe(tap((args) => validateInternal2(self, args, config2)));
    }
    case "Variadic": {
      const repeatHelp = p("How many times should this argument should be repeated?");
      const message = pipe(getHelpInternal3(self), sequence(repeatHelp));
      return integer({
        message: toAnsiText(message).trimEnd(),
        min: getMinSizeInternal2(self),
        max: getMaxSizeInternal2(self)
      }).pipe(zipLeft(log()), flatMap3((n) => n <= 0 ? succeed(empty()) : make3(empty()).pipe(flatMap3((ref) => wizardInternal3(self.args, config2).pipe(flatMap3((args) => update(ref, appendAll(args))), repeatN(n - 1), zipRight(get2(ref)), tap((args) => validateInternal2(self, args, config2)))))));
    }
    case "WithDefault": {
      const defaultHelp = p(`This argument is optional - use the default?`);
      const message = pipe(getHelpInternal3(self.args), sequence(defaultHelp));
      return select({
        message: toAnsiText(message).trimEnd(),
        choices: [{
          title: `Default ['${JSON.stringify(self.fallback)}']`,
          value: true
        }, {
          title: "Custom",
          value: false
        }]
      }).pipe(zipLeft(log()), flatMap3((useFallback) => useFallback ? succeed(empty()) : wizardInternal3(self.args, config2)));
    }
    case "WithFallbackConfig": {
      const defaultHelp = p(`Try load this option from the environment?`);
      const message = pipe(getHelpInternal3(self.args), sequence(defaultHelp));
      return select({
        message: toAnsiText(message).trimEnd(),
        choices: [{
          title: `Use environment variables`,
          value: true
        }, {
          title: "Custom",
          value: false
        }]
      }).pipe(zipLeft(log()), flatMap3((useFallback) => useFallback ? succeed(empty()) : wizardInternal3(self.args, config2)));
    }
  }
};
var getShortDescription2 = (self) => {
  switch (self._tag) {
    case "Empty":
    case "Both": {
      return "";
    }
    case "Single": {
      return getText(getSpan(self.description));
    }
    case "Map":
    case "Variadic":
    case "WithDefault":
    case "WithFallbackConfig": {
      return getShortDescription2(self.args);
    }
  }
};
var getFishCompletions3 = (self) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single": {
      const description = getShortDescription2(self);
      return pipe(getFishCompletions(self.primitiveType), appendAll(description.length === 0 ? empty() : of(`-d '${escapeSingleQuoted(description)}'`)), join(" "), of);
    }
    case "Both": {
      return pipe(getFishCompletions3(self.left), appendAll(getFishCompletions3(self.right)));
    }
    case "Map":
    case "Variadic":
    case "WithDefault":
    case "WithFallbackConfig": {
      return getFishCompletions3(self.args);
    }
  }
};
var getZshCompletions3 = (self, state = {
  multiple: false,
  optional: false
}) => {
  switch (self._tag) {
    case "Empty": {
      return empty();
    }
    case "Single": {
      const multiple = state.multiple ? "*" : "";
      const optional5 = state.optional ? "::" : ":";
      const shortDescription = getShortDescription2(self);
      const description = shortDescription.length > 0 ? ` -- ${escapeSingleQuoted(shortDescription)}` : "";
      const possibleValues = getZshCompletions(self.primitiveType);
      return possibleValues.length === 0 ? empty() : of(`${multiple}${optional5}${self.name}${description}${possibleValues}`);
    }
    case "Map": {
      return getZshCompletions3(self.args, state);
    }
    case "Both": {
      const left2 = getZshCompletions3(self.left, state);
      const right2 = getZshCompletions3(self.right, state);
      return appendAll(left2, right2);
    }
    case "Variadic": {
      return isSome(self.max) && self.max.value > 1 ? getZshCompletions3(self.args, {
        ...state,
        multiple: true
      }) : getZshCompletions3(self.args, state);
    }
    case "WithDefault":
    case "WithFallbackConfig": {
      return getZshCompletions3(self.args, {
        ...state,
        optional: true
      });
    }
  }
};

// node_modules/@effect/cli/dist/esm/internal/builtInOptions.js
var setLogLevel = (level) => ({
  _tag: "SetLogLevel",
  level
});
var showCompletions = (shellType) => ({
  _tag: "ShowCompletions",
  shellType
});
var showHelp = (usage, helpDoc) => ({
  _tag: "ShowHelp",
  usage,
  helpDoc
});
var showWizard = (command) => ({
  _tag: "ShowWizard",
  command
});
var showVersion = {
  _tag: "ShowVersion"
};
var isShowHelp = (self) => self._tag === "ShowHelp";
var isShowWizard = (self) => self._tag === "ShowWizard";
var completionsOptions = /* @__PURE__ */ choiceWithValue("completions", [["sh", "bash"], ["bash", "bash"], ["fish", "fish"], ["zsh", "zsh"]]).pipe(optional2, /* @__PURE__ */ withDescription("Generate a completion script for a specific shell."));
var logLevelOptions = /* @__PURE__ */ choiceWithValue("log-level", allLevels.map((level) => [level._tag.toLowerCase(), level])).pipe(optional2, /* @__PURE__ */ withDescription("Sets the minimum log level for a command."));
var helpOptions = /* @__PURE__ */ boolean3("help").pipe(/* @__PURE__ */ withAlias("h"), /* @__PURE__ */ withDescription("Show the help documentation for a command."));
var versionOptions = /* @__PURE__ */ boolean3("version").pipe(/* @__PURE__ */ withDescription("Show the version of the application."));
var wizardOptions = /* @__PURE__ */ boolean3("wizard").pipe(/* @__PURE__ */ withDescription("Start wizard mode for a command."));
var builtIns = /* @__PURE__ */ all({
  completions: completionsOptions,
  logLevel: logLevelOptions,
  help: helpOptions,
  wizard: wizardOptions,
  version: versionOptions
});
var builtInOptions = (command, usage, helpDoc) => map9(builtIns, (builtIn2) => {
  if (isSome(builtIn2.completions)) {
    return some(showCompletions(builtIn2.completions.value));
  }
  if (isSome(builtIn2.logLevel)) {
    return some(setLogLevel(builtIn2.logLevel.value));
  }
  if (builtIn2.help) {
    return some(showHelp(usage, helpDoc));
  }
  if (builtIn2.wizard) {
    return some(showWizard(command));
  }
  if (builtIn2.version) {
    return some(showVersion);
  }
  return none();
});

// node_modules/@effect/cli/dist/esm/internal/commandDirective.js
var builtIn = (option) => ({
  _tag: "BuiltIn",
  option
});
var userDefined = (leftover, value2) => ({
  _tag: "UserDefined",
  leftover,
  value: value2
});
var isBuiltIn = (self) => self._tag === "BuiltIn";
var isUserDefined = (self) => self._tag === "UserDefined";

// node_modules/@effect/cli/dist/esm/internal/commandDescriptor.js
var CommandDescriptorSymbolKey = "@effect/cli/CommandDescriptor";
var TypeId = /* @__PURE__ */ Symbol.for(CommandDescriptorSymbolKey);
var proto10 = {
  [TypeId]: {
    _A: (_) => _
  },
  pipe() {
    return pipeArguments(this, arguments);
  }
};
var isCommand = (u) => typeof u === "object" && u != null && TypeId in u;
var isStandard = (self) => self._tag === "Standard";
var make10 = (name, options3 = none3, args = none4) => {
  const op = Object.create(proto10);
  op._tag = "Standard";
  op.name = name;
  op.description = empty7;
  op.options = options3;
  op.args = args;
  return op;
};
var getHelp5 = (self, config2) => getHelpInternal4(self, config2);
var getNames2 = (self) => fromIterable2(getNamesInternal(self));
var getBashCompletions3 = (self, executable) => getBashCompletionsInternal(self, executable);
var getFishCompletions4 = (self, executable) => getFishCompletionsInternal(self, executable);
var getZshCompletions4 = (self, executable) => getZshCompletionsInternal(self, executable);
var getSubcommands = (self) => fromIterable3(getSubcommandsInternal(self));
var getUsage3 = (self) => getUsageInternal3(self);
var map11 = /* @__PURE__ */ dual(2, (self, f) => mapEffect3(self, (a) => right(f(a))));
var mapEffect3 = /* @__PURE__ */ dual(2, (self, f) => {
  const op = Object.create(proto10);
  op._tag = "Map";
  op.command = self;
  op.f = f;
  return op;
});
var parse2 = /* @__PURE__ */ dual(3, (self, args, config2) => parseInternal2(self, args, config2));
var withSubcommands = /* @__PURE__ */ dual(2, (self, subcommands) => {
  const op = Object.create(proto10);
  op._tag = "Subcommands";
  op.parent = self;
  op.children = map2(subcommands, ([id, command]) => map11(command, (a) => [id, a]));
  return op;
});
var wizard4 = /* @__PURE__ */ dual(3, (self, prefix, config2) => wizardInternal4(self, prefix, config2));
var getHelpInternal4 = (self, config2) => {
  switch (self._tag) {
    case "Standard": {
      const header = isEmpty5(self.description) ? empty7 : sequence(h1("DESCRIPTION"), self.description);
      const argsHelp = getHelp4(self.args);
      const argsSection = isEmpty5(argsHelp) ? empty7 : sequence(h1("ARGUMENTS"), argsHelp);
      const options3 = config2.showBuiltIns ? all2([self.options, builtIns]) : self.options;
      const optionsHelp = getHelp3(options3);
      const optionsSection = isEmpty5(optionsHelp) ? empty7 : sequence(h1("OPTIONS"), optionsHelp);
      return sequence(header, sequence(argsSection, optionsSection));
    }
    case "GetUserInput": {
      return isEmpty5(self.description) ? empty7 : sequence(h1("DESCRIPTION"), self.description);
    }
    case "Map": {
      return getHelpInternal4(self.command, config2);
    }
    case "Subcommands": {
      const getUsage4 = (command, preceding) => {
        switch (command._tag) {
          case "Standard":
          case "GetUserInput": {
            const usage = getSpan(getHelp2(getUsageInternal3(command)));
            const usages = append(preceding, usage);
            const finalUsage = reduce(usages, empty6, (acc, next) => isText3(acc) && acc.value === "" ? next : isText3(next) && next.value === "" ? acc : spans([acc, space3, next]));
            const description = getSpan(command.description);
            return of([finalUsage, description]);
          }
          case "Map": {
            return getUsage4(command.command, preceding);
          }
          case "Subcommands": {
            const parentUsage = getUsage4(command.parent, preceding);
            return match(head(parentUsage), {
              onNone: () => flatMap2(command.children, (child) => getUsage4(child, preceding)),
              onSome: ([usage]) => {
                const childrenUsage = flatMap2(command.children, (child) => getUsage4(child, append(preceding, usage)));
                return appendAll(parentUsage, childrenUsage);
              }
            });
          }
        }
      };
      const printSubcommands = (subcommands) => {
        const maxUsageLength = reduceRight(subcommands, 0, (max2, [usage]) => Math.max(size(usage), max2));
        const documents = map2(subcommands, ([usage, desc]) => p(spans([usage, text4(" ".repeat(maxUsageLength - size(usage) + 2)), desc])));
        if (isNonEmptyReadonlyArray(documents)) {
          return enumeration(documents);
        }
        throw new Error("[BUG]: Subcommands.usage - received empty list of subcommands to print");
      };
      return sequence(getHelpInternal4(self.parent, config2), sequence(h1("COMMANDS"), printSubcommands(flatMap2(self.children, (child) => getUsage4(child, empty())))));
    }
  }
};
var getNamesInternal = (self) => {
  switch (self._tag) {
    case "Standard":
    case "GetUserInput": {
      return of(self.name);
    }
    case "Map": {
      return getNamesInternal(self.command);
    }
    case "Subcommands": {
      return getNamesInternal(self.parent);
    }
  }
};
var getSubcommandsInternal = (self) => {
  const loop = (self2, isSubcommand) => {
    switch (self2._tag) {
      case "Standard":
      case "GetUserInput": {
        return of([self2.name, self2]);
      }
      case "Map": {
        return loop(self2.command, isSubcommand);
      }
      case "Subcommands": {
        return isSubcommand ? loop(self2.parent, false) : flatMap2(self2.children, (child) => loop(child, true));
      }
    }
  };
  return loop(self, false);
};
var getUsageInternal3 = (self) => {
  switch (self._tag) {
    case "Standard": {
      return concat2(named(of(self.name), none()), concat2(getUsage(self.options), getUsage2(self.args)));
    }
    case "GetUserInput": {
      return named(of(self.name), none());
    }
    case "Map": {
      return getUsageInternal3(self.command);
    }
    case "Subcommands": {
      return concat2(getUsageInternal3(self.parent), mixed);
    }
  }
};
var parseInternal2 = (self, args, config2) => {
  const parseCommandLine2 = (self2, args2) => matchLeft(args2, {
    onEmpty: () => {
      const error2 = p(`Missing command name: '${self2.name}'`);
      return fail(commandMismatch(error2));
    },
    onNonEmpty: (head2, tail) => {
      const normalizedArgv0 = normalizeCase(config2, head2);
      const normalizedCommandName = normalizeCase(config2, self2.name);
      return succeed(tail).pipe(when(() => normalizedArgv0 === normalizedCommandName), flatten, catchTag("NoSuchElementException", () => {
        const error2 = p(`Missing command name: '${self2.name}'`);
        return fail(commandMismatch(error2));
      }));
    }
  });
  switch (self._tag) {
    case "Standard": {
      const parseBuiltInArgs = (args2) => matchLeft(args2, {
        onEmpty: () => {
          const error2 = p(`Missing command name: '${self.name}'`);
          return fail(commandMismatch(error2));
        },
        onNonEmpty: (argv0) => {
          const normalizedArgv0 = normalizeCase(config2, argv0);
          const normalizedCommandName = normalizeCase(config2, self.name);
          if (normalizedArgv0 === normalizedCommandName) {
            const help = getHelpInternal4(self, config2);
            const usage = getUsageInternal3(self);
            const options3 = builtInOptions(self, usage, help);
            const argsWithoutCommand = drop(args2, 1);
            return processCommandLine(options3, argsWithoutCommand, config2).pipe(flatMap3((tuple3) => tuple3[2]), catchTag("NoSuchElementException", () => {
              const error3 = p("No built-in option was matched");
              return fail(noBuiltInMatch(error3));
            }), map3(builtIn));
          }
          const error2 = p(`Missing command name: '${self.name}'`);
          return fail(commandMismatch(error2));
        }
      });
      const parseUserDefinedArgs = (args2) => parseCommandLine2(self, args2).pipe(flatMap3((commandOptionsAndArgs) => {
        const [optionsAndArgs, forcedCommandArgs] = splitForcedArgs(commandOptionsAndArgs);
        return processCommandLine(self.options, optionsAndArgs, config2).pipe(flatMap3(([error2, commandArgs, optionsType]) => validate2(self.args, appendAll(commandArgs, forcedCommandArgs), config2).pipe(catchAll((e) => match(error2, {
          onNone: () => fail(e),
          onSome: (err) => fail(err)
        })), map3(([argsLeftover, argsType]) => userDefined(argsLeftover, {
          name: self.name,
          options: optionsType,
          args: argsType
        })))));
      }));
      const exhaustiveSearch = (args2) => {
        if (contains(args2, "--help") || contains(args2, "-h")) {
          return parseBuiltInArgs(make(self.name, "--help"));
        }
        if (contains(args2, "--wizard")) {
          return parseBuiltInArgs(make(self.name, "--wizard"));
        }
        if (contains(args2, "--version")) {
          return parseBuiltInArgs(make(self.name, "--version"));
        }
        const error2 = p(`Missing command name: '${self.name}'`);
        return fail(commandMismatch(error2));
      };
      return parseBuiltInArgs(args).pipe(orElse2(() => parseUserDefinedArgs(args)), catchSome((e) => {
        if (isValidationError(e)) {
          if (config2.finalCheckBuiltIn) {
            return some(exhaustiveSearch(args).pipe(catchSome((_) => isValidationError(_) ? some(fail(e)) : none())));
          }
          return some(fail(e));
        }
        return none();
      }));
    }
    case "GetUserInput": {
      return parseCommandLine2(self, args).pipe(zipRight(run(self.prompt)), catchTag("QuitException", (e) => die(e)), map3((value2) => userDefined(drop(args, 1), {
        name: self.name,
        value: value2
      })));
    }
    case "Map": {
      return parseInternal2(self.command, args, config2).pipe(flatMap3((directive) => {
        if (isUserDefined(directive)) {
          return self.f(directive.value).pipe(map3((value2) => userDefined(directive.leftover, value2)));
        }
        return succeed(directive);
      }));
    }
    case "Subcommands": {
      const names = getNamesInternal(self);
      const subcommands = getSubcommandsInternal(self);
      const [parentArgs, childArgs] = span(args, (arg) => !some2(subcommands, ([name]) => name === arg));
      const parseChildrenWith = (argsForChildren) => suspend(() => {
        const iterator = self.children[Symbol.iterator]();
        const loop = (next) => {
          return parseInternal2(next, argsForChildren, config2).pipe(catchIf(isCommandMismatch, (e) => {
            const next2 = iterator.next();
            return next2.done ? fail(e) : loop(next2.value);
          }));
        };
        return loop(iterator.next().value);
      });
      const parseChildren = parseChildrenWith(childArgs);
      const helpDirectiveForParent = sync(() => {
        return builtIn(showHelp(getUsageInternal3(self), getHelpInternal4(self, config2)));
      });
      const helpDirectiveForChild = parseChildren.pipe(flatMap3((directive) => {
        if (isBuiltIn(directive) && isShowHelp(directive.option)) {
          const parentName = getOrElse(head(names), () => "");
          const newDirective = builtIn(showHelp(concat2(named(of(parentName), none()), directive.option.usage), directive.option.helpDoc));
          return succeed(newDirective);
        }
        return fail(invalidArgument(empty7));
      }));
      const wizardDirectiveForParent = sync(() => builtIn(showWizard(self)));
      const wizardDirectiveForChild = parseChildren.pipe(flatMap3((directive) => {
        if (isBuiltIn(directive) && isShowWizard(directive.option)) {
          return succeed(directive);
        }
        return fail(invalidArgument(empty7));
      }));
      return suspend(() => parseInternal2(self.parent, parentArgs, config2).pipe(flatMap3((directive) => {
        switch (directive._tag) {
          case "BuiltIn": {
            if (isShowHelp(directive.option)) {
              return isNonEmptyReadonlyArray(childArgs) ? orElse2(helpDirectiveForChild, () => helpDirectiveForParent) : helpDirectiveForParent;
            }
            if (isShowWizard(directive.option)) {
              return orElse2(wizardDirectiveForChild, () => wizardDirectiveForParent);
            }
            return succeed(directive);
          }
          case "UserDefined": {
            const args2 = appendAll(directive.leftover, childArgs);
            if (isNonEmptyReadonlyArray(args2)) {
              return parseChildrenWith(args2).pipe(flatMap3((childDirective) => {
                if (!isUserDefined(childDirective)) {
                  return succeed(childDirective);
                }
                const childLeftover = childDirective.leftover;
                if (isEmptyReadonlyArray(childLeftover)) {
                  return succeed(userDefined(childLeftover, {
                    ...directive.value,
                    subcommand: some(childDirective.value)
                  }));
                }
                const parentArgsWithLeftover = appendAll(parentArgs, childLeftover);
                return parseInternal2(self.parent, parentArgsWithLeftover, config2).pipe(flatMap3((reParsedParentDirective) => {
                  if (!isUserDefined(reParsedParentDirective)) {
                    return succeed(userDefined(childLeftover, {
                      ...directive.value,
                      subcommand: some(childDirective.value)
                    }));
                  }
                  return succeed(userDefined(reParsedParentDirective.leftover, {
                    ...reParsedParentDirective.value,
                    subcommand: some(childDirective.value)
                  }));
                }), catchAll(() => succeed(userDefined(childLeftover, {
                  ...directive.value,
                  subcommand: some(childDirective.value)
                }))));
              }), catchAll((err) => {
                if (isCommandMismatch(err)) {
                  const parentName = getOrElse(head(names), () => "");
                  const childNames = map2(subcommands, ([name]) => `'${name}'`);
                  const oneOf = childNames.length === 1 ? "" : " one of";
                  const error2 = p(`Invalid subcommand for ${parentName} - use${oneOf} ${join(childNames, ", ")}`);
                  return fail(commandMismatch(error2));
                }
                return fail(err);
              }));
            }
            return succeed(userDefined(directive.leftover, {
              ...directive.value,
              subcommand: none()
            }));
          }
        }
      }), catchSome(() => isEmptyReadonlyArray(args) ? some(helpDirectiveForParent) : none())));
    }
  }
};
var splitForcedArgs = (args) => {
  const [remainingArgs, forcedArgs] = span(args, (str) => str !== "--");
  return [remainingArgs, drop(forcedArgs, 1)];
};
var argsWizardHeader = /* @__PURE__ */ code("Args Wizard - ");
var optionsWizardHeader = /* @__PURE__ */ code("Options Wizard - ");
var wizardInternal4 = (self, prefix, config2) => {
  const loop = (self2, commandLineRef) => {
    switch (self2._tag) {
      case "GetUserInput":
      case "Standard": {
        return gen(function* () {
          const logCurrentCommand = get2(commandLineRef).pipe(flatMap3((commandLine) => {
            const currentCommand = p(pipe(strong(highlight("COMMAND:", cyan3)), concat(space3), concat(highlight(join(commandLine, " "), magenta3))));
            return log(toAnsiText(currentCommand));
          }));
          if (isStandard(self2)) {
            yield* logCurrentCommand;
            const commandName = highlight(self2.name, magenta3);
            if (!isEmpty6(self2.options)) {
              const message = p(concat(optionsWizardHeader, commandName));
              yield* log(toAnsiText(message));
              const options3 = yield* wizard2(self2.options, config2);
              yield* updateAndGet(commandLineRef, appendAll(options3));
              yield* logCurrentCommand;
            }
            if (!isEmpty7(self2.args)) {
              const message = p(concat(argsWizardHeader, commandName));
              yield* log(toAnsiText(message));
              const options3 = yield* wizard3(self2.args, config2);
              yield* updateAndGet(commandLineRef, appendAll(options3));
              yield* logCurrentCommand;
            }
          }
          return yield* get2(commandLineRef);
        });
      }
      case "Map": {
        return loop(self2.command, commandLineRef);
      }
      case "Subcommands": {
        const description = p("Select which command you would like to execute");
        const message = toAnsiText(description).trimEnd();
        const makeChoice = (title, index) => ({
          title,
          value: [title, index]
        });
        const choices = pipe(getSubcommandsInternal(self2), map2(([name], index) => makeChoice(name, index)));
        return loop(self2.parent, commandLineRef).pipe(zipRight(select({
          message,
          choices
        }).pipe(tap(([name]) => update(commandLineRef, append(name))), zipLeft(log()), flatMap3(([, nextIndex]) => loop(self2.children[nextIndex], commandLineRef)))));
      }
    }
  };
  return make3(prefix).pipe(flatMap3((commandLineRef) => loop(self, commandLineRef).pipe(zipRight(get2(commandLineRef)))));
};
var getShortDescription3 = (self) => {
  switch (self._tag) {
    case "Standard": {
      return getText(getSpan(self.description));
    }
    case "GetUserInput": {
      return getText(getSpan(self.description));
    }
    case "Map": {
      return getShortDescription3(self.command);
    }
    case "Subcommands": {
      return "";
    }
  }
};
var traverseCommand = (self, initialState3, f) => make7(initialState3).pipe(flatMap3((ref) => {
  const loop = (self2, parentCommands, subcommands, level) => {
    switch (self2._tag) {
      case "Standard": {
        const info = {
          command: self2,
          parentCommands,
          subcommands,
          level
        };
        return updateEffect(ref, (state) => f(state, info));
      }
      case "GetUserInput": {
        const info = {
          command: self2,
          parentCommands,
          subcommands,
          level
        };
        return updateEffect(ref, (state) => f(state, info));
      }
      case "Map": {
        return loop(self2.command, parentCommands, subcommands, level);
      }
      case "Subcommands": {
        const parentNames = getNamesInternal(self2.parent);
        const nextSubcommands = getSubcommandsInternal(self2);
        const nextParentCommands = appendAll(parentCommands, parentNames);
        return loop(self2.parent, parentCommands, nextSubcommands, level).pipe(zipRight(forEach(self2.children, (child) => (
          // Traverse the child command using next parent names and old subcommands
          loop(child, nextParentCommands, subcommands, level + 1)
        ))));
      }
    }
  };
  return suspend(() => loop(self, empty(), empty(), 0)).pipe(zipRight(get4(ref)));
}));
var indentAll = /* @__PURE__ */ dual(2, (self, indent3) => {
  const indentation = allocate(indent3 + 1).join(" ");
  return map2(self, (line4) => `${indentation}${line4}`);
});
var getBashCompletionsInternal = (self, executable) => traverseCommand(self, empty(), (state, info) => {
  const options3 = isStandard(info.command) ? all2([info.command.options, builtIns]) : builtIns;
  const optionNames = getNames(options3);
  const optionCases = isStandard(info.command) ? getBashCompletions2(info.command.options) : empty();
  const subcommandNames = pipe(info.subcommands, map2(([name]) => name), sort(string2));
  const wordList = appendAll(optionNames, subcommandNames);
  const preformatted = isEmptyReadonlyArray(info.parentCommands) ? of(info.command.name) : pipe(info.parentCommands, append(info.command.name), map2((command) => command.replaceAll("-", "__")));
  const caseName = join(preformatted, ",");
  const funcName = join(preformatted, "__");
  const funcLines = isEmptyReadonlyArray(info.parentCommands) ? empty() : [`${caseName})`, `    cmd="${funcName}"`, "    ;;"];
  const cmdLines = [`${funcName})`, `    opts="${join(wordList, " ")}"`, `    if [[ \${cur} == -* || \${COMP_CWORD} -eq ${info.level + 1} ]] ; then`, '        COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )', "        return 0", "    fi", '    case "${prev}" in', ...indentAll(optionCases, 8), "    *)", "        COMPREPLY=()", "        ;;", "    esac", '    COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )', "    return 0", "    ;;"];
  const lines2 = append(state, [funcLines, cmdLines]);
  return succeed(lines2);
}).pipe(map3((lines2) => {
  const rootCommand = unsafeGet(getNamesInternal(self), 0);
  const scriptName = `_${rootCommand}_bash_completions`;
  const funcCases = flatMap2(lines2, ([funcLines]) => funcLines);
  const cmdCases = flatMap2(lines2, ([, cmdLines]) => cmdLines);
  return [`function ${scriptName}() {`, "    local i cur prev opts cmd", "    COMPREPLY=()", '    cur="${COMP_WORDS[COMP_CWORD]}"', '    prev="${COMP_WORDS[COMP_CWORD-1]}"', '    cmd=""', '    opts=""', '    for i in "${COMP_WORDS[@]}"; do', '        case "${cmd},${i}" in', '            ",$1")', `                cmd="${executable}"`, "                ;;", ...indentAll(funcCases, 12), "            *)", "                ;;", "        esac", "    done", '    case "${cmd}" in', ...indentAll(cmdCases, 8), "    esac", "}", `complete -F ${scriptName} -o nosort -o bashdefault -o default ${rootCommand}`];
}));
var getFishCompletionsInternal = (self, executable) => traverseCommand(self, empty(), (state, info) => {
  const baseTemplate = make("complete", "-c", executable);
  const options3 = isStandard(info.command) ? all([builtIns, info.command.options]) : builtIns;
  const optionsCompletions = getFishCompletions2(options3);
  const argsCompletions = isStandard(info.command) ? getFishCompletions3(info.command.args) : empty();
  const rootCompletions = (conditionals2) => pipe(map2(optionsCompletions, (option) => pipe(baseTemplate, appendAll(conditionals2), append(option), join(" "))), appendAll(map2(argsCompletions, (option) => pipe(baseTemplate, appendAll(conditionals2), append(option), join(" ")))));
  const subcommandCompletions = (conditionals2) => map2(info.subcommands, ([name, subcommand]) => {
    const description = getShortDescription3(subcommand);
    return pipe(baseTemplate, appendAll(conditionals2), appendAll(make("-f", "-a", `"${name}"`)), appendAll(description.length === 0 ? empty() : make("-d", `'${escapeSingleQuoted(description)}'`)), join(" "));
  });
  if (isEmptyReadonlyArray(info.parentCommands)) {
    const conditionals2 = make("-n", '"__fish_use_subcommand"');
    return succeed(pipe(state, appendAll(rootCompletions(conditionals2)), appendAll(subcommandCompletions(conditionals2))));
  }
  const parentConditionals = pipe(
    info.parentCommands,
    // Drop the root command name from the subcommand conditionals
    drop(1),
    append(info.command.name),
    map2((command) => `__fish_seen_subcommand_from ${command}`)
  );
  const subcommandConditionals = map2(info.subcommands, ([name]) => `not __fish_seen_subcommand_from ${name}`);
  const baseConditionals = pipe(appendAll(parentConditionals, subcommandConditionals), join("; and "));
  const conditionals = make("-n", `"${baseConditionals}"`);
  return succeed(pipe(state, appendAll(rootCompletions(conditionals)), appendAll(subcommandCompletions(conditionals))));
});
var getZshCompletionsInternal = (self, executable) => traverseCommand(self, empty(), (state, info) => {
  const preformatted = isEmptyReadonlyArray(info.parentCommands) ? of(info.command.name) : pipe(info.parentCommands, append(info.command.name), map2((command) => command.replaceAll("-", "__")));
  const underscoreName = join(preformatted, "__");
  const spaceName = join(preformatted, " ");
  const subcommands = pipe(info.subcommands, map2(([name, subcommand]) => {
    const desc = getShortDescription3(subcommand);
    return `'${name}:${escapeSingleQuoted(desc)}' \\`;
  }));
  const commands = isEmptyReadonlyArray(subcommands) ? `commands=()` : `commands=(
${join(indentAll(subcommands, 8), "\n")}
    )`;
  const handlerLines = [`(( $+functions[_${underscoreName}_commands] )) ||`, `_${underscoreName}_commands() {`, `    local commands; ${commands}`, `    _describe -t commands '${spaceName} commands' commands "$@"`, "}"];
  return succeed(appendAll(state, handlerLines));
}).pipe(map3((handlers) => {
  const rootCommand = unsafeGet(getNamesInternal(self), 0);
  const cases = getZshSubcommandCases(self, empty(), empty());
  const scriptName = `_${rootCommand}_zsh_completions`;
  return [`#compdef ${executable}`, "", "autoload -U is-at-least", "", `function ${scriptName}() {`, "    typeset -A opt_args", "    typeset -a _arguments_options", "    local ret=1", "", "    if is-at-least 5.2; then", "        _arguments_options=(-s -S -C)", "    else", "        _arguments_options=(-s -C)", "    fi", "", '    local context curcontext="$curcontext" state line', ...indentAll(cases, 4), "}", "", ...handlers, "", `if [ "$funcstack[1]" = "${scriptName}" ]; then`, `    ${scriptName} "$@"`, "else", `    compdef ${scriptName} ${rootCommand}`, "fi"];
}));
var getZshSubcommandCases = (self, parentCommands, subcommands) => {
  switch (self._tag) {
    case "Standard":
    case "GetUserInput": {
      const options3 = isStandard(self) ? all([builtIns, self.options]) : builtIns;
      const args = isStandard(self) ? self.args : none4;
      const optionCompletions = pipe(getZshCompletions2(options3), map2((completion) => `'${completion}' \\`));
      const argCompletions = pipe(getZshCompletions3(args), map2((completion) => `'${completion}' \\`));
      if (isEmptyReadonlyArray(parentCommands)) {
        return ['_arguments "${_arguments_options[@]}" \\', ...indentAll(optionCompletions, 4), ...indentAll(argCompletions, 4), `    ":: :_${self.name}_commands" \\`, `    "*::: :->${self.name}" \\`, "    && ret=0"];
      }
      if (isEmptyReadonlyArray(subcommands)) {
        return [`(${self.name})`, '_arguments "${_arguments_options[@]}" \\', ...indentAll(optionCompletions, 4), ...indentAll(argCompletions, 4), "    && ret=0", ";;"];
      }
      return [`(${self.name})`, '_arguments "${_arguments_options[@]}" \\', ...indentAll(optionCompletions, 4), ...indentAll(argCompletions, 4), `    ":: :_${append(parentCommands, self.name).join("__")}_commands" \\`, `    "*::: :->${self.name}" \\`, "    && ret=0"];
    }
    case "Map": {
      return getZshSubcommandCases(self.command, parentCommands, subcommands);
    }
    case "Subcommands": {
      const nextSubcommands = getSubcommandsInternal(self);
      const parentNames = getNamesInternal(self.parent);
      const parentLines = getZshSubcommandCases(self.parent, parentCommands, appendAll(subcommands, nextSubcommands));
      const childCases = pipe(self.children, flatMap2((child) => getZshSubcommandCases(child, appendAll(parentCommands, parentNames), subcommands)));
      const hyphenName = pipe(appendAll(parentCommands, parentNames), join("-"));
      const childLines = pipe(parentNames, flatMap2((parentName) => ["case $state in", `    (${parentName})`, `    words=($line[1] "\${words[@]}")`, "    (( CURRENT += 1 ))", `    curcontext="\${curcontext%:*:*}:${hyphenName}-command-$line[1]:"`, `    case $line[1] in`, ...indentAll(childCases, 8), "    esac", "    ;;", "esac"]), appendAll(isEmptyReadonlyArray(parentCommands) ? empty() : of(";;")));
      return appendAll(parentLines, childLines);
    }
  }
};
var helpRequestedError = (command) => {
  const op = Object.create(proto7);
  op._tag = "HelpRequested";
  op.error = empty7;
  op.command = command;
  return op;
};

// node_modules/@effect/cli/dist/esm/ValidationError.js
var isValidationError2 = isValidationError;
var helpRequested = helpRequestedError;

// src/main/CliErrors.ts
var CliFailure = class extends Data_exports.TaggedError("CliFailure") {
};
var UsageError = class extends Data_exports.TaggedError("UsageError") {
};
var ACTIONS = {
  read: "cannot read it",
  write: "cannot write it",
  append: "cannot append to it",
  create: "cannot create it",
  replace: "cannot replace it",
  lock: "cannot lock it",
  stat: "cannot read its size",
  list: "cannot list it",
  "create directory": "cannot create the directory",
  "back up": "cannot back it up",
  "move to trash": "cannot move it to the trash",
  "record origin": "cannot record where it came from",
  "read origin": "cannot find where it came from",
  restore: "cannot move it back",
  // the PostgreSQL store
  connect: "cannot connect to it",
  "open store": "cannot use it as a session store",
  lease: "cannot take its writer's lease",
  import: "cannot import it"
};
var REASONS = {
  ENOENT: "it does not exist",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EEXIST: "it already exists",
  ENOTEMPTY: "it is a directory that is not empty",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exceeded",
  EROFS: "the file system is read-only",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  EBUSY: "it is busy",
  EXDEV: "it is on another file system",
  EIO: "an input/output error"
};
var KINDS = {
  NotFound: REASONS.ENOENT,
  PermissionDenied: REASONS.EACCES,
  AlreadyExists: REASONS.EEXIST,
  Busy: REASONS.EBUSY,
  TimedOut: "it timed out"
};
var reason = (text10, kind) => {
  const code2 = /\b(E[A-Z]{2,})\b/.exec(text10)?.[1];
  const known = code2 === void 0 ? void 0 : REASONS[code2];
  if (known !== void 0) return known;
  const byKind = kind === void 0 ? void 0 : KINDS[kind];
  if (byKind !== void 0) return byKind;
  return text10.replace(/^\w+: \S+ \([^)]*\):?\s*/, "").trim() || text10;
};
var isStorage = (error2) => typeof error2 === "object" && error2 !== null && error2._tag === "StorageError";
var userMessage = (error2) => {
  if (isStorage(error2)) {
    const why = reason(error2.reason, error2.kind);
    const action = ACTIONS[error2.operation] ?? `cannot ${error2.operation} it`;
    if (why === REASONS.ENOENT && (error2.operation === "write" || error2.operation === "create")) {
      const dir = error2.path.replace(/[\\/][^\\/]*$/, "") || "/";
      return `${error2.path}: ${action}: the directory ${dir} does not exist`;
    }
    return `${error2.path}: ${action}: ${why}`;
  }
  if (error2 instanceof Error || typeof error2 === "object" && error2 !== null && "message" in error2) {
    return String(error2.message);
  }
  return String(error2);
};
var exitCode = (cause) => {
  const failure = Cause_exports.failureOption(cause);
  if (failure._tag === "None") return 1;
  const error2 = failure.value;
  if (error2._tag === "UsageError" || isValidationError2(error2)) return 2;
  return 1;
};
var validationLine = (error2) => {
  const text10 = toAnsiText2(error2.error).replace(/\u001b\[[0-9;]*m/g, "");
  const line4 = text10.split("\n").map((l) => l.trim()).find((l) => l !== "") ?? "wrong usage";
  return `${line4} (see 'arbor --help')`;
};
var firstLine = (text10, fallback) => text10.split("\n").map((l) => l.trim()).find((l) => l !== "") ?? fallback;
var describe = (cause) => {
  const failure = Cause_exports.failureOption(cause);
  if (failure._tag === "Some") {
    const error2 = failure.value;
    if (isValidationError2(error2)) return [validationLine(error2)];
    const details = error2.details ?? [];
    const tag2 = error2._tag;
    return [firstLine(userMessage(error2), `failed (${typeof tag2 === "string" ? tag2 : "no message"})`), ...details];
  }
  const defect = Cause_exports.squash(cause);
  const name = defect instanceof Error ? defect.name : typeof defect;
  return [firstLine(defect instanceof Error ? defect.message : String(defect), `unexpected ${name} (ARBOR_DEBUG=1 shows it)`)];
};
var report = (exit, debug) => {
  if (Exit_exports.isSuccess(exit)) return { code: 0, stderr: "" };
  if (Cause_exports.isInterruptedOnly(exit.cause)) return { code: 130, stderr: "" };
  if (debug) return { code: exitCode(exit.cause), stderr: Cause_exports.pretty(exit.cause) + "\n" };
  const [first2, ...details] = describe(exit.cause);
  return { code: exitCode(exit.cause), stderr: [`arbor: ${first2}`, ...details].join("\n") + "\n" };
};

// src/main/Stdio.ts
import { format } from "node:util";
var Stdio = class extends Context_exports.Tag("arbor/Stdio")() {
};
var console = (stdio2) => {
  const line4 = (output2) => (...args) => output2.write(format(...args) + "\n");
  const base = Effect_exports.runSync(Effect_exports.console);
  return { ...base, log: line4(stdio2.stdout), info: line4(stdio2.stdout), error: line4(stdio2.stderr), warn: line4(stdio2.stderr) };
};
var output = (stream) => ({
  isTTY: stream.isTTY === true,
  columns: stream.isTTY === true ? stream.columns : void 0,
  write: (chunk) => Effect_exports.async((resume) => void stream.write(chunk, () => resume(Effect_exports.void)))
});

// src/main/Sessions.ts
var modelOption = text8("model").pipe(optional3);
var agentOptionFlags = {
  provider: text8("provider").pipe(optional3),
  thinking: text8("thinking").pipe(optional3),
  tools: text8("tools").pipe(optional3),
  noTools: boolean4("no-tools")
};
var failIn = (file3) => (error2) => new CliFailure({ message: file3 === void 0 || isStoreError(error2) ? userMessage(error2) : `${file3}: ${userMessage(error2)}` });
var isPathLike = (ref) => ref.includes("/") || ref.includes("\\") || ref.endsWith(".jsonl");
var matching = (sessions, ref) => {
  const exact = sessions.filter((s) => s.id === ref);
  return exact.length > 0 ? exact : sessions.filter((s) => s.id?.startsWith(ref) === true);
};
var MAX_LISTED = 10;
var oneLine = (text10, max2) => {
  const flat = text10.replace(/\s+/g, " ").trim();
  return flat.length > max2 ? `${flat.slice(0, max2 - 1)}\u2026` : flat;
};
var candidate = (s) => {
  const time = Number.isNaN(s.modified.getTime()) ? "????-??-?? ??:??" : s.modified.toISOString().slice(0, 16).replace("T", " ");
  return `  ${s.id ?? "(no id)"}  ${time}  ${oneLine(s.name ?? s.firstMessage, 40)}  ${s.path}`;
};
var ambiguous = (ref, found) => new CliFailure({
  message: `'${ref}' matches ${found.length} sessions; give more of the id or the file:`,
  details: [
    ...found.slice(0, MAX_LISTED).map(candidate),
    ...found.length > MAX_LISTED ? [`(and ${found.length - MAX_LISTED} more)`] : []
  ]
});
var resolve = (ref, where) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const fs = yield* FileSystem;
  if (ref.trim() === "") return yield* new UsageError({ message: "an empty session name; give a session file, id or id prefix" });
  const asPath = store.resolve(ref);
  const info = yield* fs.stat(asPath).pipe(Effect_exports.option);
  if (info._tag === "Some" && info.value.type === "Directory") {
    return yield* new CliFailure({ message: `${asPath}: is a directory, not a session file (give a .jsonl file, a session id or an id prefix)` });
  }
  if (isPathLike(ref) || info._tag === "Some") return asPath;
  const exact = yield* store.findById(where.cwd, ref, where.sessionDir);
  if (Option_exports.isSome(exact)) return exact.value;
  const here2 = matching((yield* store.list({ cwd: where.cwd, sessionDir: where.sessionDir })).sessions, ref);
  if (here2.length === 1) return here2[0].path;
  if (here2.length > 1) return yield* ambiguous(ref, here2);
  const everywhere = matching((yield* store.listAll(where.sessionDir === void 0 ? {} : { sessionDir: where.sessionDir })).sessions, ref);
  if (everywhere.length === 1) return everywhere[0].path;
  if (everywhere.length > 1) return yield* ambiguous(ref, everywhere);
  const searched = where.sessionDir === void 0 ? "the sessions of this directory or any other" : store.resolve(where.sessionDir);
  return yield* new CliFailure({ message: `no session file, id or id prefix '${ref}' (searched ${searched})` });
});
var resolveHere = (ref) => Effect_exports.flatMap(Stdio, ({ cwd }) => resolve(ref, { cwd }));
var copySession = (sourcePath, cwd, sessionDir) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const snapshot = yield* store.open(sourcePath);
  const identity2 = yield* sessionIdentity;
  const dir = sessionDir === void 0 ? store.defaultDir(cwd) : store.resolve(sessionDir);
  const file3 = (yield* Path).join(dir, fileName(identity2.timestamp, identity2.sessionId));
  const applied = apply(snapshot.state, Command.ForkFrom({ ...identity2, cwd, sourcePath: snapshot.path, file: file3, ids: yield* idSource }));
  if (Either_exports.isLeft(applied)) return yield* failIn(snapshot.path)(applied.left);
  yield* store.commit(applied.right);
  return file3;
});
var resolveSource = (options3, sessionDir = Option_exports.getOrUndefined(options3.sessionDir)) => Effect_exports.gen(function* () {
  const store = yield* SessionStore;
  const { cwd } = yield* Stdio;
  const chosen = [options3.continue && "--continue", Option_exports.isSome(options3.session) && "--session", options3.noSession && "--no-session"].filter(Boolean);
  if (Option_exports.isSome(options3.fork) && chosen.length > 0) return yield* new UsageError({ message: `--fork cannot be combined with ${chosen.join(", ")}` });
  if (chosen.length > 1) return yield* new UsageError({ message: `${chosen.join(", ")} cannot be combined` });
  if (options3.noSession) {
    const identity2 = yield* sessionIdentity;
    return Either_exports.getOrThrow(create({ ...identity2, cwd }));
  }
  if (Option_exports.isSome(options3.fork)) return yield* copySession(yield* resolve(options3.fork.value, { cwd, sessionDir }), cwd, sessionDir);
  if (Option_exports.isSome(options3.session)) return yield* store.openOrNew(yield* resolve(options3.session.value, { cwd, sessionDir }), cwd);
  if (options3.continue) {
    const recent = yield* store.continueRecent(cwd, sessionDir);
    if (Option_exports.isSome(recent)) return recent.value;
  }
  return yield* store.create({ cwd, sessionDir });
});
var agentFailure = (e) => e._tag === "CliFailure" || e._tag === "UsageError" ? e : failIn(void 0)(e);

// node_modules/@effect/platform-node-shared/dist/esm/internal/terminal.js
import * as readline from "node:readline";
var defaultShouldQuit = (input) => input.key.ctrl && (input.key.name === "c" || input.key.name === "d");
var make11 = /* @__PURE__ */ fnUntraced(function* (shouldQuit = defaultShouldQuit) {
  const stdin = process.stdin;
  const stdout = process.stdout;
  const rlRef = yield* make4({
    acquire: acquireRelease(sync(() => {
      const rl = readline.createInterface({
        input: stdin,
        escapeCodeTimeout: 50
      });
      readline.emitKeypressEvents(stdin, rl);
      if (stdin.isTTY) {
        stdin.setRawMode(true);
      }
      return rl;
    }), (rl) => sync(() => {
      if (stdin.isTTY) {
        stdin.setRawMode(false);
      }
      rl.close();
    }))
  });
  const columns = sync(() => stdout.columns ?? 0);
  const rows = sync(() => stdout.rows ?? 0);
  const isTTY = sync(() => Boolean(stdout.isTTY));
  const readInput = gen(function* () {
    yield* get3(rlRef);
    const mailbox = yield* make5();
    const handleKeypress = (s, k) => {
      const userInput = {
        input: fromNullable(s),
        key: {
          name: k.name ?? "",
          ctrl: !!k.ctrl,
          meta: !!k.meta,
          shift: !!k.shift
        }
      };
      mailbox.unsafeOffer(userInput);
      if (shouldQuit(userInput)) {
        mailbox.unsafeDone(void_);
      }
    };
    yield* addFinalizer(() => sync(() => stdin.off("keypress", handleKeypress)));
    stdin.on("keypress", handleKeypress);
    return mailbox;
  });
  const readLine = get3(rlRef).pipe(flatMap3((readlineInterface) => async((resume) => {
    const onLine = (line4) => resume(succeed(line4));
    readlineInterface.once("line", onLine);
    return sync(() => readlineInterface.off("line", onLine));
  })), scoped);
  const display = (prompt) => uninterruptible(async((resume) => {
    stdout.write(prompt, (err) => err ? resume(fail(new BadArgument({
      module: "Terminal",
      method: "display",
      description: "Failed to write prompt to stdout",
      cause: err
    }))) : resume(_void));
  }));
  return Terminal.of({
    columns,
    rows,
    isTTY,
    readInput,
    readLine,
    display
  });
});
var layer4 = /* @__PURE__ */ scoped2(Terminal, /* @__PURE__ */ make11(defaultShouldQuit));

// node_modules/@effect/platform-node-shared/dist/esm/NodeTerminal.js
var layer5 = layer4;

// node_modules/@effect/platform-node/dist/esm/NodeTerminal.js
var layer6 = layer5;

// src/main/Layers.ts
import * as os from "node:os";
import * as path2 from "node:path";
var cacheDir = (env = process.env, home = os.homedir()) => {
  if (env.ARBOR_CACHE === "off") return void 0;
  if (env.ARBOR_CACHE_DIR) return path2.resolve(expandPath(env.ARBOR_CACHE_DIR, home));
  if (env.XDG_CACHE_HOME) return path2.join(path2.resolve(env.XDG_CACHE_HOME), "arbor");
  return path2.join(home, ".cache", "arbor");
};
var here = () => ({ cwd: process.cwd(), env: process.env });
var storeServices = (environment = here()) => layerNodeServices(cacheDir(environment.env)).pipe(Layer_exports.provide(Layer_exports.merge(layer2, layer3)));
var configFrom = (environment) => Layer_exports.setConfigProvider(ConfigProvider_exports.fromMap(new Map(Object.entries(environment.env).filter((e) => e[1] !== void 0))));
var stdio = (environment = here()) => Layer_exports.sync(Stdio, () => ({ stdout: output(process.stdout), stderr: output(process.stderr), ...environment }));
var platform = Layer_exports.mergeAll(layer2, layer3, layer6);
var isPostgres = (store) => /^postgres(ql)?:\/\//.test(store);
var sessionStore = (store, environment) => {
  if (store === void 0 || store === "files") {
    return layer({ cwd: environment.cwd }).pipe(Layer_exports.provide(storeServices(environment)), Layer_exports.provide(configFrom(environment)));
  }
  if (!isPostgres(store)) {
    return Layer_exports.fail(
      new StorageError({ path: store, operation: "open store", reason: "expected a postgres:// URL or `files` (--store, ARBOR_STORE)" })
    );
  }
  return Layer_exports.unwrapEffect(
    Effect_exports.all([Effect_exports.promise(() => import("./PgSessionStore-GNBDRDZG.js")), config({ cwd: environment.cwd })]).pipe(
      Effect_exports.map(([Pg, config2]) => Pg.layer({ ...config2, url: store, applicationName: `arbor ${process.pid}` }))
    )
  ).pipe(Layer_exports.provide(configFrom(environment)));
};
var cli = (environment = here(), store = environment.env.ARBOR_STORE || void 0) => Layer_exports.provideMerge(sessionStore(store, environment), platform);
var modelSpec = (flags, env) => {
  const spec = flags.model?.trim() || env.ARBOR_MODEL?.trim();
  return spec === "" ? void 0 : spec;
};
var explicitModel = (flags, env) => modelSpec(flags, env) !== void 0 || (flags.provider?.trim() ?? "") !== "";
var agent = (flags) => Layer_exports.unwrapEffect(
  Effect_exports.gen(function* () {
    const { cwd, env } = yield* Stdio;
    const Arbor = yield* Effect_exports.promise(() => import("./Arbor-2U7LLR2V.js"));
    return Arbor.agent({ cwd, env, model: modelSpec(flags, env), provider: flags.provider, tools: flags.tools }).pipe(Layer_exports.provide(configFrom({ cwd, env })));
  })
);

export {
  cyan3 as cyan,
  text4 as text,
  empty6 as empty,
  space3 as space,
  code,
  error,
  highlight,
  strong,
  concat,
  spans,
  isEmpty4 as isEmpty,
  empty7 as empty2,
  sequence,
  blocks,
  descriptionList,
  h1,
  p,
  toAnsiText,
  Tag,
  defaultConfig,
  isQuitException,
  toggle,
  enumerate,
  isValidationError,
  isHelpRequested,
  invalidValue,
  isArgs,
  all3 as all,
  text9 as text2,
  optional4 as optional,
  isOptions,
  all as all2,
  boolean4 as boolean,
  choice3 as choice,
  text8 as text3,
  optional3 as optional2,
  repeated3 as repeated,
  withAlias2 as withAlias,
  withDefault2 as withDefault,
  showHelp,
  isCommand,
  make10 as make,
  getHelp5 as getHelp,
  getNames2 as getNames,
  getBashCompletions3 as getBashCompletions,
  getFishCompletions4 as getFishCompletions,
  getZshCompletions4 as getZshCompletions,
  getSubcommands,
  getUsage3 as getUsage,
  map11 as map,
  parse2 as parse,
  withSubcommands,
  wizard4 as wizard,
  helpRequested,
  CliFailure,
  UsageError,
  userMessage,
  report,
  Stdio,
  console,
  modelOption,
  agentOptionFlags,
  failIn,
  resolveHere,
  copySession,
  resolveSource,
  agentFailure,
  stdio,
  cli,
  explicitModel,
  agent
};
//# sourceMappingURL=chunk-XJTZNUGU.js.map
