import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import{TypeId2 as TypeId,matchStatus}from"./chunk-65B3BQ46.js";var TypeId2=TypeId;var matchStatus2=matchStatus;export{TypeId2 as TypeId,matchStatus2 as matchStatus};
//# sourceMappingURL=chunk-4D3RVQ3A.js.map
