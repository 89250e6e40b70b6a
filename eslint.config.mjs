// Lint and format, as the Effect repository does: ESLint's and typescript-eslint's recommended
// rules, and the formatting as a lint rule, `@effect/dprint` (dprint's TypeScript plugin run by
// @effect/eslint-plugin), so `npm run lint` checks the formatting and `npm run format`
// (`eslint --fix`) applies it. The dprint options are the house style: no semicolons, double
// quotes, two spaces, no trailing commas, parentheses around every arrow's parameters, and 160
// columns, the width the code was written at (prettier's output changes fewest lines at 155-160;
// dprint's falls only 6 % more from 160 to 200, by joining lines that were broken on purpose).
// The library's modules import Effect by module (`effect/Effect`, not the `effect` barrel), as
// Effect's own packages do (`@effect/no-import-from-barrel-package`); the tests may use the barrel.
import * as effect from "@effect/eslint-plugin"
import js from "@eslint/js"
import tseslint from "typescript-eslint"

const dprint = {
  indentWidth: 2,
  lineWidth: 160,
  semiColons: "asi",
  quoteStyle: "alwaysDouble",
  trailingCommas: "never",
  operatorPosition: "maintain",
  "arrowFunction.useParentheses": "force"
}

export default tseslint.config(
  { ignores: ["dist/", "packages/cli/dist/", "node_modules/", ".bench/", "docs/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...effect.configs.dprint,
  {
    rules: {
      "@effect/dprint": ["error", { config: dprint }],
      // as in Effect's repository: type-level code and generators use these on purpose
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-namespace": "off",
      "@typescript-eslint/no-empty-object-type": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // TypeScript checks undeclared names (typescript-eslint's advice), and Node's globals in scripts
      "no-undef": "off",
      // terminal and JSON code matches control characters (escape sequences, C0 bytes) on purpose
      "no-control-regex": "off",
      "no-fallthrough": "off",
      "no-irregular-whitespace": "off",
      "prefer-rest-params": "off",
      "prefer-spread": "off",
      "object-shorthand": "error"
    }
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    rules: { "@effect/no-import-from-barrel-package": ["error", { packageNames: ["effect"] }] }
  },
  {
    // in TSX a generic arrow needs its comma (`<A,>(a: A) => a`), which "never" would remove
    files: ["**/*.tsx"],
    rules: { "@effect/dprint": ["error", { config: { ...dprint, "typeParameters.trailingCommas": "onlyMultiLine" } }] }
  },
  {
    // the executable is a CommonJS script on purpose (its package's "type"): Node starts it sooner
    files: ["packages/cli/bin/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" }
  }
)
