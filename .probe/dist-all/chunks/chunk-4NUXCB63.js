import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import{h as t,i as e}from"./chunk-NJDCPO5T.js";var h=t;var x=e;export{h as a,x as b};
//# sourceMappingURL=chunk-4NUXCB63.js.map
