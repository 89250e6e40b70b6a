import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  TypeId2 as TypeId,
  matchStatus
} from "./chunk-HHVZ7EEK.js";

// node_modules/@effect/platform/dist/esm/HttpClientResponse.js
var TypeId2 = TypeId;
var matchStatus2 = matchStatus;

export {
  TypeId2 as TypeId,
  matchStatus2 as matchStatus
};
//# sourceMappingURL=chunk-U3REMW7P.js.map
