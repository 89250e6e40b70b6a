import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  agentFlags,
  agentOptions,
  agentSource,
  compact,
  contextFiles,
  navigateWithSummary,
  printMode,
  replay,
  sessionDirOf,
  startupWarnings,
  withAgent
} from "./chunk-ZDNJXHXJ.js";
import "./chunk-XJTZNUGU.js";
import "./chunk-JTC47JVU.js";
import "./chunk-GSIWMXAT.js";
import "./chunk-WEJQ56AO.js";
import "./chunk-WDLIEMDJ.js";
import "./chunk-TSB53EJV.js";
import "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";
export {
  agentFlags,
  agentOptions,
  agentSource,
  compact,
  contextFiles,
  navigateWithSummary,
  printMode,
  replay,
  sessionDirOf,
  startupWarnings,
  withAgent
};
//# sourceMappingURL=AgentCli-KNVXIOS5.js.map
