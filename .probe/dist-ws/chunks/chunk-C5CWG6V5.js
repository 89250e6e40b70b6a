import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import{TypeId2 as TypeId,matchStatus}from"./chunk-AVXBK7TO.js";var TypeId2=TypeId;var matchStatus2=matchStatus;export{TypeId2 as TypeId,matchStatus2 as matchStatus};
//# sourceMappingURL=chunk-C5CWG6V5.js.map
