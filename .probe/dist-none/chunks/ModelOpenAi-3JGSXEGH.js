import { createRequire as __arborCreateRequire } from 'node:module'; const require = __arborCreateRequire(import.meta.url);
import {
  HttpRequestError,
  HttpResponseError,
  IdGenerator,
  MalformedInput,
  MalformedOutput,
  addGenAIAnnotations,
  addSpanAttributes,
  make,
  makeChannel,
  unsafeJson
} from "./chunk-B2QKRWD3.js";
import {
  matchStatus
} from "./chunk-U3REMW7P.js";
import {
  HttpClient,
  ResponseError,
  filterStatusOk,
  mapRequest,
  mapRequestEffect,
  schemaBodyJson
} from "./chunk-HHVZ7EEK.js";
import {
  Model,
  acceptJson,
  bearerToken,
  bodyFormDataRecord,
  bodyUnsafeJson,
  countsWithCachedInput,
  currentRedactedNames,
  del2 as del,
  fromLanguageModel,
  get2 as get,
  getDescription,
  getDescriptionFromSchemaAst,
  getJsonSchema,
  getJsonSchemaFromSchemaAst,
  infoFor,
  isProviderDefined,
  isUserDefined,
  post2 as post,
  prependUrl,
  providerDefined,
  reasoningEffort,
  rewriteJsonBody,
  setHeader,
  setHeaders2 as setHeaders,
  setUrlParams,
  toolResultContent,
  unsafeSecureJsonParse
} from "./chunk-WEJQ56AO.js";
import "./chunk-TSB53EJV.js";
import {
  Array$,
  Boolean$,
  Class3 as Class,
  Context_exports,
  Effect_exports,
  Error,
  Int,
  Layer_exports,
  Literal,
  NullOr,
  Number$,
  Option_exports,
  Record,
  Redacted_exports,
  Stream_exports,
  String$,
  Struct,
  Tag,
  Union,
  Unknown,
  _void,
  appendAll,
  as,
  asSchema,
  asSome,
  camelToSnake,
  catchTag,
  catchTags,
  catchTags2,
  context,
  decode2 as decode,
  decodeText,
  dual,
  encodeBase64,
  fail2 as fail,
  filterMap2 as filterMap,
  flatMap4 as flatMap,
  flattenIterables,
  fnUntraced,
  formatIso,
  gen2 as gen,
  greaterThan,
  greaterThanOrEqualTo,
  identity,
  instanceOf,
  isNotNullable,
  isNotUndefined,
  isNullable,
  isObject2 as isObject,
  isUndefined,
  lessThanOrEqualTo,
  locallyScopedWith,
  logDebug,
  map5 as map,
  map6 as map2,
  mapEffect,
  maxItems,
  maxLength,
  minLength,
  none,
  omit,
  omit2,
  optional,
  optionalWith,
  orElseSucceed,
  parseJson,
  pipeThroughChannel,
  propertySignature,
  takeUntil,
  try_,
  unsafeFromDate,
  unwrap2 as unwrap,
  unwrapScoped2 as unwrapScoped,
  value2 as value,
  withConstructorDefault
} from "./chunk-WFCFCPO7.js";
import "./chunk-KLEYROZV.js";

// node_modules/@effect/ai-openai/dist/esm/Generated.js
var AssistantObjectObject = class extends (/* @__PURE__ */ Literal("assistant")) {
};
var AssistantToolsCodeType = class extends (/* @__PURE__ */ Literal("code_interpreter")) {
};
var AssistantToolsCode = class extends (/* @__PURE__ */ Class("AssistantToolsCode")({
  /**
  * The type of tool being defined: `code_interpreter`
  */
  "type": AssistantToolsCodeType
})) {
};
var AssistantToolsFileSearchType = class extends (/* @__PURE__ */ Literal("file_search")) {
};
var FileSearchRanker = class extends (/* @__PURE__ */ Literal("auto", "default_2024_08_21")) {
};
var FileSearchRankingOptions = class extends (/* @__PURE__ */ Class("FileSearchRankingOptions")({
  "ranker": /* @__PURE__ */ optionalWith(FileSearchRanker, { nullable: true }),
  /**
  * The score threshold for the file search. All values must be a floating point number between 0 and 1.
  */
  "score_threshold": /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(1))
})) {
};
var AssistantToolsFileSearch = class extends (/* @__PURE__ */ Class("AssistantToolsFileSearch")({
  /**
  * The type of tool being defined: `file_search`
  */
  "type": AssistantToolsFileSearchType,
  /**
  * Overrides for the file search tool.
  */
  "file_search": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The maximum number of results the file search tool should output. The default is 20 for `gpt-4*` models and 5 for `gpt-3.5-turbo`. This number should be between 1 and 50 inclusive.
    *
    * Note that the file search tool may output fewer than `max_num_results` results. See the [file search tool documentation](https://platform.openai.com/docs/assistants/tools/file-search#customizing-file-search-settings) for more information.
    */
    "max_num_results": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(50)), { nullable: true }),
    "ranking_options": /* @__PURE__ */ optionalWith(FileSearchRankingOptions, { nullable: true })
  }), { nullable: true })
})) {
};
var AssistantToolsFunctionType = class extends (/* @__PURE__ */ Literal("function")) {
};
var FunctionParameters = class extends (/* @__PURE__ */ Record({ key: String$, value: Unknown })) {
};
var FunctionObject = class extends (/* @__PURE__ */ Class("FunctionObject")({
  /**
  * A description of what the function does, used by the model to choose when and how to call the function.
  */
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The name of the function to be called. Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.
  */
  "name": String$,
  "parameters": /* @__PURE__ */ optionalWith(FunctionParameters, { nullable: true }),
  "strict": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
})) {
};
var AssistantToolsFunction = class extends (/* @__PURE__ */ Class("AssistantToolsFunction")({
  /**
  * The type of tool being defined: `function`
  */
  "type": AssistantToolsFunctionType,
  "function": FunctionObject
})) {
};
var AssistantTool = class extends (/* @__PURE__ */ Union(AssistantToolsCode, AssistantToolsFileSearch, AssistantToolsFunction)) {
};
var AssistantsApiResponseFormatOptionEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var ResponseFormatTextType = class extends (/* @__PURE__ */ Literal("text")) {
};
var ResponseFormatText = class extends (/* @__PURE__ */ Class("ResponseFormatText")({
  /**
  * The type of response format being defined. Always `text`.
  */
  "type": ResponseFormatTextType
})) {
};
var ResponseFormatJsonObjectType = class extends (/* @__PURE__ */ Literal("json_object")) {
};
var ResponseFormatJsonObject = class extends (/* @__PURE__ */ Class("ResponseFormatJsonObject")({
  /**
  * The type of response format being defined. Always `json_object`.
  */
  "type": ResponseFormatJsonObjectType
})) {
};
var ResponseFormatJsonSchemaType = class extends (/* @__PURE__ */ Literal("json_schema")) {
};
var ResponseFormatJsonSchemaSchema = class extends (/* @__PURE__ */ Record({ key: String$, value: Unknown })) {
};
var ResponseFormatJsonSchema = class extends (/* @__PURE__ */ Class("ResponseFormatJsonSchema")({
  /**
  * The type of response format being defined. Always `json_schema`.
  */
  "type": ResponseFormatJsonSchemaType,
  /**
  * Structured Outputs configuration options, including a JSON Schema.
  */
  "json_schema": /* @__PURE__ */ Struct({
    /**
    * A description of what the response format is for, used by the model to
    * determine how to respond in the format.
    */
    "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the response format. Must be a-z, A-Z, 0-9, or contain
    * underscores and dashes, with a maximum length of 64.
    */
    "name": String$,
    "schema": /* @__PURE__ */ optionalWith(ResponseFormatJsonSchemaSchema, { nullable: true }),
    "strict": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
  })
})) {
};
var AssistantsApiResponseFormatOption = class extends (/* @__PURE__ */ Union(
  /**
  * `auto` is the default value
  */
  AssistantsApiResponseFormatOptionEnum,
  ResponseFormatText,
  ResponseFormatJsonObject,
  ResponseFormatJsonSchema
)) {
};
var AssistantObject = class extends (/* @__PURE__ */ Class("AssistantObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `assistant`.
  */
  "object": AssistantObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the assistant was created.
  */
  "created_at": Int,
  "name": /* @__PURE__ */ NullOr(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ maxLength(256))),
  "description": /* @__PURE__ */ NullOr(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ maxLength(512))),
  /**
  * ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
  */
  "model": String$,
  "instructions": /* @__PURE__ */ NullOr(/* @__PURE__ */ String$.pipe(/* @__PURE__ */ maxLength(256e3))),
  /**
  * A list of tool enabled on the assistant. There can be a maximum of 128 tools per assistant. Tools can be of types `code_interpreter`, `file_search`, or `function`.
  */
  "tools": /* @__PURE__ */ Array$(AssistantTool).pipe(maxItems(128)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => [])),
  "tool_resources": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "code_interpreter": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * A list of [file](https://platform.openai.com/docs/api-reference/files) IDs made available to the `code_interpreter`` tool. There can be a maximum of 20 files associated with the tool.
    */
    "file_ids": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(20)), { nullable: true, default: () => [] })
  }), { nullable: true }), "file_search": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) attached to this assistant. There can be a maximum of 1 vector store attached to the assistant.
    */
    "vector_store_ids": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(1)), { nullable: true })
  }), { nullable: true }) }), { nullable: true }),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "temperature": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(2)), { nullable: true }),
  "top_p": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(1)), { nullable: true }),
  "response_format": /* @__PURE__ */ optionalWith(AssistantsApiResponseFormatOption, { nullable: true })
})) {
};
var ListAssistantsResponse = class extends (/* @__PURE__ */ Class("ListAssistantsResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(AssistantObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ReasoningEffortEnum = class extends (/* @__PURE__ */ Literal("none", "minimal", "low", "medium", "high")) {
};
var DeleteAssistantResponseObject = class extends (/* @__PURE__ */ Literal("assistant.deleted")) {
};
var DeleteAssistantResponse = class extends (/* @__PURE__ */ Class("DeleteAssistantResponse")({ "id": String$, "deleted": Boolean$, "object": DeleteAssistantResponseObject })) {
};
var VoiceIdsSharedEnum = class extends (/* @__PURE__ */ Literal("alloy", "ash", "ballad", "coral", "echo", "sage", "shimmer", "verse", "marin", "cedar")) {
};
var VoiceIdsShared = class extends (/* @__PURE__ */ Union(String$, VoiceIdsSharedEnum)) {
};
var CreateTranscriptionRequestModelEnum = class extends (/* @__PURE__ */ Literal("whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe", "gpt-4o-transcribe-diarize")) {
};
var AudioResponseFormat = class extends (/* @__PURE__ */ Literal("json", "text", "srt", "verbose_json", "vtt", "diarized_json")) {
};
var TranscriptionInclude = class extends (/* @__PURE__ */ Literal("logprobs")) {
};
var VadConfigType = class extends (/* @__PURE__ */ Literal("server_vad")) {
};
var VadConfig = class extends (/* @__PURE__ */ Class("VadConfig")({
  /**
  * Must be set to `server_vad` to enable manual chunking using server side VAD.
  */
  "type": VadConfigType,
  /**
  * Amount of audio to include before the VAD detected speech (in
  * milliseconds).
  */
  "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 300 }),
  /**
  * Duration of silence to detect speech stop (in milliseconds).
  * With shorter values the model will respond more quickly,
  * but may jump in on short pauses from the user.
  */
  "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 200 }),
  /**
  * Sensitivity threshold (0.0 to 1.0) for voice activity detection. A
  * higher threshold will require louder audio to activate the model, and
  * thus might perform better in noisy environments.
  */
  "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true, default: () => 0.5 })
})) {
};
var CreateTranscriptionRequest = class extends (/* @__PURE__ */ Class("CreateTranscriptionRequest")({
  /**
  * The audio file object (not file name) to transcribe, in one of these formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, or webm.
  */
  "file": /* @__PURE__ */ instanceOf(globalThis.Blob),
  /**
  * ID of the model to use. The options are `gpt-4o-transcribe`, `gpt-4o-mini-transcribe`, `whisper-1` (which is powered by our open source Whisper V2 model), and `gpt-4o-transcribe-diarize`.
  */
  "model": /* @__PURE__ */ Union(String$, CreateTranscriptionRequestModelEnum),
  /**
  * The language of the input audio. Supplying the input language in [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) (e.g. `en`) format will improve accuracy and latency.
  */
  "language": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * An optional text to guide the model's style or continue a previous audio segment. The [prompt](https://platform.openai.com/docs/guides/speech-to-text#prompting) should match the audio language. This field is not supported when using `gpt-4o-transcribe-diarize`.
  */
  "prompt": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "response_format": /* @__PURE__ */ optionalWith(AudioResponseFormat, { nullable: true, default: () => "json" }),
  /**
  * The sampling temperature, between 0 and 1. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic. If set to 0, the model will use [log probability](https://en.wikipedia.org/wiki/Log_probability) to automatically increase the temperature until certain thresholds are hit.
  */
  "temperature": /* @__PURE__ */ optionalWith(Number$, { nullable: true, default: () => 0 }),
  /**
  * Additional information to include in the transcription response.
  * `logprobs` will return the log probabilities of the tokens in the
  * response to understand the model's confidence in the transcription.
  * `logprobs` only works with response_format set to `json` and only with
  * the models `gpt-4o-transcribe` and `gpt-4o-mini-transcribe`. This field is not supported when using `gpt-4o-transcribe-diarize`.
  */
  "include": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(TranscriptionInclude), { nullable: true }),
  /**
  * The timestamp granularities to populate for this transcription. `response_format` must be set `verbose_json` to use timestamp granularities. Either or both of these options are supported: `word`, or `segment`. Note: There is no additional latency for segment timestamps, but generating word timestamps incurs additional latency.
  * This option is not available for `gpt-4o-transcribe-diarize`.
  */
  "timestamp_granularities": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Literal("word", "segment")), { nullable: true, default: () => ["segment"] }),
  "stream": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }),
  "chunking_strategy": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
    /**
    * Automatically set chunking parameters based on the audio. Must be set to `"auto"`.
    */
    /* @__PURE__ */ Literal("auto"),
    VadConfig
  ), { nullable: true }),
  /**
  * Optional list of speaker names that correspond to the audio samples provided in `known_speaker_references[]`. Each entry should be a short identifier (for example `customer` or `agent`). Up to 4 speakers are supported.
  */
  "known_speaker_names": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(4)), { nullable: true }),
  /**
  * Optional list of audio samples (as [data URLs](https://developer.mozilla.org/en-US/docs/Web/HTTP/Basics_of_HTTP/Data_URLs)) that contain known speaker references matching `known_speaker_names[]`. Each sample must be between 2 and 10 seconds, and can use any of the same input audio formats supported by `file`.
  */
  "known_speaker_references": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(4)), { nullable: true })
})) {
};
var TranscriptTextUsageDurationType = class extends (/* @__PURE__ */ Literal("duration")) {
};
var TranscriptTextUsageDuration = class extends (/* @__PURE__ */ Class("TranscriptTextUsageDuration")({
  /**
  * The type of the usage object. Always `duration` for this variant.
  */
  "type": TranscriptTextUsageDurationType,
  /**
  * Duration of the input audio in seconds.
  */
  "seconds": Number$
})) {
};
var CreateTranscriptionResponseJson = class extends (/* @__PURE__ */ Class("CreateTranscriptionResponseJson")({
  /**
  * The transcribed text.
  */
  "text": String$,
  /**
  * The log probabilities of the tokens in the transcription. Only returned with the models `gpt-4o-transcribe` and `gpt-4o-mini-transcribe` if `logprobs` is added to the `include` array.
  */
  "logprobs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The token in the transcription.
    */
    "token": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The log probability of the token.
    */
    "logprob": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
    /**
    * The bytes of the token.
    */
    "bytes": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(Number$), { nullable: true })
  })), { nullable: true }),
  /**
  * Token usage statistics for the request.
  */
  "usage": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var CreateTranscriptionResponseDiarizedJsonTask = class extends (/* @__PURE__ */ Literal("transcribe")) {
};
var TranscriptionDiarizedSegmentType = class extends (/* @__PURE__ */ Literal("transcript.text.segment")) {
};
var TranscriptionDiarizedSegment = class extends (/* @__PURE__ */ Class("TranscriptionDiarizedSegment")({
  /**
  * The type of the segment. Always `transcript.text.segment`.
  */
  "type": TranscriptionDiarizedSegmentType,
  /**
  * Unique identifier for the segment.
  */
  "id": String$,
  /**
  * Start timestamp of the segment in seconds.
  */
  "start": Number$,
  /**
  * End timestamp of the segment in seconds.
  */
  "end": Number$,
  /**
  * Transcript text for this segment.
  */
  "text": String$,
  /**
  * Speaker label for this segment. When known speakers are provided, the label matches `known_speaker_names[]`. Otherwise speakers are labeled sequentially using capital letters (`A`, `B`, ...).
  */
  "speaker": String$
})) {
};
var CreateTranscriptionResponseDiarizedJson = class extends (/* @__PURE__ */ Class("CreateTranscriptionResponseDiarizedJson")({
  /**
  * The type of task that was run. Always `transcribe`.
  */
  "task": CreateTranscriptionResponseDiarizedJsonTask,
  /**
  * Duration of the input audio in seconds.
  */
  "duration": Number$,
  /**
  * The concatenated transcript text for the entire audio input.
  */
  "text": String$,
  /**
  * Segments of the transcript annotated with timestamps and speaker labels.
  */
  "segments": /* @__PURE__ */ Array$(TranscriptionDiarizedSegment),
  /**
  * Token or duration usage statistics for the request.
  */
  "usage": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var TranscriptionWord = class extends (/* @__PURE__ */ Class("TranscriptionWord")({
  /**
  * The text content of the word.
  */
  "word": String$,
  /**
  * Start time of the word in seconds.
  */
  "start": Number$,
  /**
  * End time of the word in seconds.
  */
  "end": Number$
})) {
};
var TranscriptionSegment = class extends (/* @__PURE__ */ Class("TranscriptionSegment")({
  /**
  * Unique identifier of the segment.
  */
  "id": Int,
  /**
  * Seek offset of the segment.
  */
  "seek": Int,
  /**
  * Start time of the segment in seconds.
  */
  "start": Number$,
  /**
  * End time of the segment in seconds.
  */
  "end": Number$,
  /**
  * Text content of the segment.
  */
  "text": String$,
  /**
  * Array of token IDs for the text content.
  */
  "tokens": /* @__PURE__ */ Array$(Int),
  /**
  * Temperature parameter used for generating the segment.
  */
  "temperature": Number$,
  /**
  * Average logprob of the segment. If the value is lower than -1, consider the logprobs failed.
  */
  "avg_logprob": Number$,
  /**
  * Compression ratio of the segment. If the value is greater than 2.4, consider the compression failed.
  */
  "compression_ratio": Number$,
  /**
  * Probability of no speech in the segment. If the value is higher than 1.0 and the `avg_logprob` is below -1, consider this segment silent.
  */
  "no_speech_prob": Number$
})) {
};
var CreateTranscriptionResponseVerboseJson = class extends (/* @__PURE__ */ Class("CreateTranscriptionResponseVerboseJson")({
  /**
  * The language of the input audio.
  */
  "language": String$,
  /**
  * The duration of the input audio.
  */
  "duration": Number$,
  /**
  * The transcribed text.
  */
  "text": String$,
  /**
  * Extracted words and their corresponding timestamps.
  */
  "words": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(TranscriptionWord), { nullable: true }),
  /**
  * Segments of the transcribed text and their corresponding details.
  */
  "segments": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(TranscriptionSegment), { nullable: true }),
  "usage": /* @__PURE__ */ optionalWith(TranscriptTextUsageDuration, { nullable: true })
})) {
};
var CreateTranscription200 = class extends (/* @__PURE__ */ Union(CreateTranscriptionResponseVerboseJson, CreateTranscriptionResponseDiarizedJson, CreateTranscriptionResponseJson)) {
};
var CreateTranslationRequestModelEnum = class extends (/* @__PURE__ */ Literal("whisper-1")) {
};
var CreateTranslationRequestResponseFormat = class extends (/* @__PURE__ */ Literal("json", "text", "srt", "verbose_json", "vtt")) {
};
var CreateTranslationRequest = class extends (/* @__PURE__ */ Class("CreateTranslationRequest")({
  /**
  * The audio file object (not file name) translate, in one of these formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, or webm.
  */
  "file": /* @__PURE__ */ instanceOf(globalThis.Blob),
  /**
  * ID of the model to use. Only `whisper-1` (which is powered by our open source Whisper V2 model) is currently available.
  */
  "model": /* @__PURE__ */ Union(String$, CreateTranslationRequestModelEnum),
  /**
  * An optional text to guide the model's style or continue a previous audio segment. The [prompt](https://platform.openai.com/docs/guides/speech-to-text#prompting) should be in English.
  */
  "prompt": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The format of the output, in one of these options: `json`, `text`, `srt`, `verbose_json`, or `vtt`.
  */
  "response_format": /* @__PURE__ */ optionalWith(CreateTranslationRequestResponseFormat, { nullable: true, default: () => "json" }),
  /**
  * The sampling temperature, between 0 and 1. Higher values like 0.8 will make the output more random, while lower values like 0.2 will make it more focused and deterministic. If set to 0, the model will use [log probability](https://en.wikipedia.org/wiki/Log_probability) to automatically increase the temperature until certain thresholds are hit.
  */
  "temperature": /* @__PURE__ */ optionalWith(Number$, { nullable: true, default: () => 0 })
})) {
};
var CreateTranslationResponseJson = class extends (/* @__PURE__ */ Class("CreateTranslationResponseJson")({ "text": String$ })) {
};
var CreateTranslationResponseVerboseJson = class extends (/* @__PURE__ */ Class("CreateTranslationResponseVerboseJson")({
  /**
  * The language of the output translation (always `english`).
  */
  "language": String$,
  /**
  * The duration of the input audio.
  */
  "duration": Number$,
  /**
  * The translated text.
  */
  "text": String$,
  /**
  * Segments of the translated text and their corresponding details.
  */
  "segments": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(TranscriptionSegment), { nullable: true })
})) {
};
var CreateTranslation200 = class extends (/* @__PURE__ */ Union(CreateTranslationResponseJson, CreateTranslationResponseVerboseJson)) {
};
var BatchObject = class extends (/* @__PURE__ */ Literal("batch")) {
};
var BatchError = class extends (/* @__PURE__ */ Class("BatchError")({
  /**
  * An error code identifying the error type.
  */
  "code": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * A human-readable message providing more details about the error.
  */
  "message": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "param": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "line": /* @__PURE__ */ optionalWith(Int, { nullable: true })
})) {
};
var BatchStatus = class extends (/* @__PURE__ */ Literal("validating", "failed", "in_progress", "finalizing", "completed", "expired", "cancelling", "cancelled")) {
};
var BatchRequestCounts = class extends (/* @__PURE__ */ Class("BatchRequestCounts")({
  /**
  * Total number of requests in the batch.
  */
  "total": Int,
  /**
  * Number of requests that have been completed successfully.
  */
  "completed": Int,
  /**
  * Number of requests that have failed.
  */
  "failed": Int
})) {
};
var Batch = class extends (/* @__PURE__ */ Class("Batch")({
  "id": String$,
  /**
  * The object type, which is always `batch`.
  */
  "object": BatchObject,
  /**
  * The OpenAI API endpoint used by the batch.
  */
  "endpoint": String$,
  /**
  * Model ID used to process the batch, like `gpt-5-2025-08-07`. OpenAI
  * offers a wide range of models with different capabilities, performance
  * characteristics, and price points. Refer to the [model
  * guide](https://platform.openai.com/docs/models) to browse and compare available models.
  */
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "errors": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The object type, which is always `list`.
    */
    "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(BatchError), { nullable: true })
  }), { nullable: true }),
  /**
  * The ID of the input file for the batch.
  */
  "input_file_id": String$,
  /**
  * The time frame within which the batch should be processed.
  */
  "completion_window": String$,
  /**
  * The current status of the batch.
  */
  "status": BatchStatus,
  /**
  * The ID of the file containing the outputs of successfully executed requests.
  */
  "output_file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The ID of the file containing the outputs of requests with errors.
  */
  "error_file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch was created.
  */
  "created_at": Int,
  /**
  * The Unix timestamp (in seconds) for when the batch started processing.
  */
  "in_progress_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch will expire.
  */
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch started finalizing.
  */
  "finalizing_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch was completed.
  */
  "completed_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch failed.
  */
  "failed_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch expired.
  */
  "expired_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch started cancelling.
  */
  "cancelling_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) for when the batch was cancelled.
  */
  "cancelled_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "request_counts": /* @__PURE__ */ optionalWith(BatchRequestCounts, { nullable: true }),
  /**
  * Represents token usage details including input tokens, output tokens, a
  * breakdown of output tokens, and the total tokens used. Only populated on
  * batches created after September 7, 2025.
  */
  "usage": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The number of input tokens.
    */
    "input_tokens": Int,
    /**
    * A detailed breakdown of the input tokens.
    */
    "input_tokens_details": /* @__PURE__ */ Struct({
      /**
      * The number of tokens that were retrieved from the cache. [More on
      * prompt caching](https://platform.openai.com/docs/guides/prompt-caching).
      */
      "cached_tokens": Int
    }),
    /**
    * The number of output tokens.
    */
    "output_tokens": Int,
    /**
    * A detailed breakdown of the output tokens.
    */
    "output_tokens_details": /* @__PURE__ */ Struct({
      /**
      * The number of reasoning tokens.
      */
      "reasoning_tokens": Int
    }),
    /**
    * The total number of tokens used.
    */
    "total_tokens": Int
  }), { nullable: true }),
  "metadata": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var ListBatchesResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListBatchesResponse = class extends (/* @__PURE__ */ Class("ListBatchesResponse")({ "data": /* @__PURE__ */ Array$(Batch), "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "has_more": Boolean$, "object": ListBatchesResponseObject })) {
};
var ChatCompletionListObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ChatCompletionMessageToolCallType = class extends (/* @__PURE__ */ Literal("function")) {
};
var ChatCompletionMessageToolCall = class extends (/* @__PURE__ */ Class("ChatCompletionMessageToolCall")({
  /**
  * The ID of the tool call.
  */
  "id": String$,
  /**
  * The type of the tool. Currently, only `function` is supported.
  */
  "type": ChatCompletionMessageToolCallType,
  /**
  * The function that the model called.
  */
  "function": /* @__PURE__ */ Struct({
    /**
    * The name of the function to call.
    */
    "name": String$,
    /**
    * The arguments to call the function with, as generated by the model in JSON format. Note that the model does not always generate valid JSON, and may hallucinate parameters not defined by your function schema. Validate the arguments in your code before calling your function.
    */
    "arguments": String$
  })
})) {
};
var ChatCompletionMessageCustomToolCallType = class extends (/* @__PURE__ */ Literal("custom")) {
};
var ChatCompletionMessageCustomToolCall = class extends (/* @__PURE__ */ Class("ChatCompletionMessageCustomToolCall")({
  /**
  * The ID of the tool call.
  */
  "id": String$,
  /**
  * The type of the tool. Always `custom`.
  */
  "type": ChatCompletionMessageCustomToolCallType,
  /**
  * The custom tool that the model called.
  */
  "custom": /* @__PURE__ */ Struct({
    /**
    * The name of the custom tool to call.
    */
    "name": String$,
    /**
    * The input for the custom tool call generated by the model.
    */
    "input": String$
  })
})) {
};
var ChatCompletionMessageToolCalls = class extends (/* @__PURE__ */ Array$(/* @__PURE__ */ Union(ChatCompletionMessageToolCall, ChatCompletionMessageCustomToolCall))) {
};
var ChatCompletionResponseMessageRole = class extends (/* @__PURE__ */ Literal("assistant")) {
};
var ChatCompletionResponseMessage = class extends (/* @__PURE__ */ Class("ChatCompletionResponseMessage")({
  "content": /* @__PURE__ */ NullOr(String$),
  "refusal": /* @__PURE__ */ NullOr(String$),
  "tool_calls": /* @__PURE__ */ optionalWith(ChatCompletionMessageToolCalls, { nullable: true }),
  /**
  * Annotations for the message, when applicable, as when using the
  * [web search tool](https://platform.openai.com/docs/guides/tools-web-search?api-mode=chat).
  */
  "annotations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The type of the URL citation. Always `url_citation`.
    */
    "type": /* @__PURE__ */ Literal("url_citation"),
    /**
    * A URL citation when using web search.
    */
    "url_citation": /* @__PURE__ */ Struct({
      /**
      * The index of the last character of the URL citation in the message.
      */
      "end_index": Int,
      /**
      * The index of the first character of the URL citation in the message.
      */
      "start_index": Int,
      /**
      * The URL of the web resource.
      */
      "url": String$,
      /**
      * The title of the web resource.
      */
      "title": String$
    })
  })), { nullable: true }),
  /**
  * The role of the author of this message.
  */
  "role": ChatCompletionResponseMessageRole,
  /**
  * Deprecated and replaced by `tool_calls`. The name and arguments of a function that should be called, as generated by the model.
  */
  "function_call": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The arguments to call the function with, as generated by the model in JSON format. Note that the model does not always generate valid JSON, and may hallucinate parameters not defined by your function schema. Validate the arguments in your code before calling your function.
    */
    "arguments": String$,
    /**
    * The name of the function to call.
    */
    "name": String$
  }), { nullable: true }),
  "audio": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * Unique identifier for this audio response.
    */
    "id": String$,
    /**
    * The Unix timestamp (in seconds) for when this audio response will
    * no longer be accessible on the server for use in multi-turn
    * conversations.
    */
    "expires_at": Int,
    /**
    * Base64 encoded audio bytes generated by the model, in the format
    * specified in the request.
    */
    "data": String$,
    /**
    * Transcript of the audio generated by the model.
    */
    "transcript": String$
  }), { nullable: true })
})) {
};
var ChatCompletionTokenLogprob = class extends (/* @__PURE__ */ Class("ChatCompletionTokenLogprob")({
  /**
  * The token.
  */
  "token": String$,
  /**
  * The log probability of this token, if it is within the top 20 most likely tokens. Otherwise, the value `-9999.0` is used to signify that the token is very unlikely.
  */
  "logprob": Number$,
  "bytes": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(Int)),
  /**
  * List of the most likely tokens and their log probability, at this token position. In rare cases, there may be fewer than the number of requested `top_logprobs` returned.
  */
  "top_logprobs": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The token.
    */
    "token": String$,
    /**
    * The log probability of this token, if it is within the top 20 most likely tokens. Otherwise, the value `-9999.0` is used to signify that the token is very unlikely.
    */
    "logprob": Number$,
    "bytes": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(Int))
  }))
})) {
};
var CreateChatCompletionResponseObject = class extends (/* @__PURE__ */ Literal("chat.completion")) {
};
var CompletionUsage = class extends (/* @__PURE__ */ Class("CompletionUsage")({
  /**
  * Number of tokens in the generated completion.
  */
  "completion_tokens": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
  * Number of tokens in the prompt.
  */
  "prompt_tokens": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
  * Total number of tokens used in the request (prompt + completion).
  */
  "total_tokens": /* @__PURE__ */ Int.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => 0)),
  /**
  * Breakdown of tokens used in a completion.
  */
  "completion_tokens_details": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * When using Predicted Outputs, the number of tokens in the
    * prediction that appeared in the completion.
    */
    "accepted_prediction_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 }),
    /**
    * Audio input tokens generated by the model.
    */
    "audio_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 }),
    /**
    * Tokens generated by the model for reasoning.
    */
    "reasoning_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 }),
    /**
    * When using Predicted Outputs, the number of tokens in the
    * prediction that did not appear in the completion. However, like
    * reasoning tokens, these tokens are still counted in the total
    * completion tokens for purposes of billing, output, and context window
    * limits.
    */
    "rejected_prediction_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 })
  }), { nullable: true }),
  /**
  * Breakdown of tokens used in the prompt.
  */
  "prompt_tokens_details": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * Audio input tokens present in the prompt.
    */
    "audio_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 }),
    /**
    * Cached tokens present in the prompt.
    */
    "cached_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 0 })
  }), { nullable: true })
})) {
};
var CreateChatCompletionResponse = class extends (/* @__PURE__ */ Class("CreateChatCompletionResponse")({
  /**
  * A unique identifier for the chat completion.
  */
  "id": String$,
  /**
  * A list of chat completion choices. Can be more than one if `n` is greater than 1.
  */
  "choices": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
    * `length` if the maximum number of tokens specified in the request was reached,
    * `content_filter` if content was omitted due to a flag from our content filters,
    * `tool_calls` if the model called a tool, or `function_call` (deprecated) if the model called a function.
    */
    "finish_reason": /* @__PURE__ */ Literal("stop", "length", "tool_calls", "content_filter", "function_call"),
    /**
    * The index of the choice in the list of choices.
    */
    "index": Int,
    "message": ChatCompletionResponseMessage,
    "logprobs": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({ "content": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(ChatCompletionTokenLogprob)), "refusal": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(ChatCompletionTokenLogprob)) }))
  })),
  /**
  * The Unix timestamp (in seconds) of when the chat completion was created.
  */
  "created": Int,
  /**
  * The model used for the chat completion.
  */
  "model": String$,
  "service_tier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("auto", "default", "flex", "scale", "priority"), { nullable: true }),
  /**
  * This fingerprint represents the backend configuration that the model runs with.
  *
  * Can be used in conjunction with the `seed` request parameter to understand when backend changes have been made that might impact determinism.
  */
  "system_fingerprint": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The object type, which is always `chat.completion`.
  */
  "object": CreateChatCompletionResponseObject,
  "usage": /* @__PURE__ */ optionalWith(CompletionUsage, { nullable: true })
})) {
};
var ChatCompletionList = class extends (/* @__PURE__ */ Class("ChatCompletionList")({
  /**
  * The type of this object. It is always set to "list".
  */
  "object": /* @__PURE__ */ ChatCompletionListObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * An array of chat completion objects.
  */
  "data": /* @__PURE__ */ Array$(CreateChatCompletionResponse),
  /**
  * The identifier of the first chat completion in the data array.
  */
  "first_id": String$,
  /**
  * The identifier of the last chat completion in the data array.
  */
  "last_id": String$,
  /**
  * Indicates whether there are more Chat Completions available.
  */
  "has_more": Boolean$
})) {
};
var ChatCompletionRequestMessageContentPartTextType = class extends (/* @__PURE__ */ Literal("text")) {
};
var ChatCompletionRequestMessageContentPartText = class extends (/* @__PURE__ */ Class("ChatCompletionRequestMessageContentPartText")({
  /**
  * The type of the content part.
  */
  "type": ChatCompletionRequestMessageContentPartTextType,
  /**
  * The text content.
  */
  "text": String$
})) {
};
var ChatCompletionRequestMessageContentPartImageType = class extends (/* @__PURE__ */ Literal("image_url")) {
};
var ChatCompletionRequestMessageContentPartImageImageUrlDetail = class extends (/* @__PURE__ */ Literal("auto", "low", "high")) {
};
var ChatCompletionRequestMessageContentPartImage = class extends (/* @__PURE__ */ Class("ChatCompletionRequestMessageContentPartImage")({
  /**
  * The type of the content part.
  */
  "type": ChatCompletionRequestMessageContentPartImageType,
  "image_url": /* @__PURE__ */ Struct({
    /**
    * Either a URL of the image or the base64 encoded image data.
    */
    "url": String$,
    /**
    * Specifies the detail level of the image. Learn more in the [Vision guide](https://platform.openai.com/docs/guides/vision#low-or-high-fidelity-image-understanding).
    */
    "detail": /* @__PURE__ */ optionalWith(ChatCompletionRequestMessageContentPartImageImageUrlDetail, { nullable: true, default: () => "auto" })
  })
})) {
};
var ChatModel = class extends (/* @__PURE__ */ Literal("gpt-5.1", "gpt-5.1-2025-11-13", "gpt-5.1-codex", "gpt-5.1-mini", "gpt-5.1-chat-latest", "gpt-5", "gpt-5-mini", "gpt-5-nano", "gpt-5-2025-08-07", "gpt-5-mini-2025-08-07", "gpt-5-nano-2025-08-07", "gpt-5-chat-latest", "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14", "gpt-4.1-nano-2025-04-14", "o4-mini", "o4-mini-2025-04-16", "o3", "o3-2025-04-16", "o3-mini", "o3-mini-2025-01-31", "o1", "o1-2024-12-17", "o1-preview", "o1-preview-2024-09-12", "o1-mini", "o1-mini-2024-09-12", "gpt-4o", "gpt-4o-2024-11-20", "gpt-4o-2024-08-06", "gpt-4o-2024-05-13", "gpt-4o-audio-preview", "gpt-4o-audio-preview-2024-10-01", "gpt-4o-audio-preview-2024-12-17", "gpt-4o-audio-preview-2025-06-03", "gpt-4o-mini-audio-preview", "gpt-4o-mini-audio-preview-2024-12-17", "gpt-4o-search-preview", "gpt-4o-mini-search-preview", "gpt-4o-search-preview-2025-03-11", "gpt-4o-mini-search-preview-2025-03-11", "chatgpt-4o-latest", "codex-mini-latest", "gpt-4o-mini", "gpt-4o-mini-2024-07-18", "gpt-4-turbo", "gpt-4-turbo-2024-04-09", "gpt-4-0125-preview", "gpt-4-turbo-preview", "gpt-4-1106-preview", "gpt-4-vision-preview", "gpt-4", "gpt-4-0314", "gpt-4-0613", "gpt-4-32k", "gpt-4-32k-0314", "gpt-4-32k-0613", "gpt-3.5-turbo", "gpt-3.5-turbo-16k", "gpt-3.5-turbo-0301", "gpt-3.5-turbo-0613", "gpt-3.5-turbo-1106", "gpt-3.5-turbo-0125", "gpt-3.5-turbo-16k-0613")) {
};
var ModelIdsShared = class extends (/* @__PURE__ */ Union(String$, ChatModel)) {
};
var ParallelToolCalls = class extends Boolean$ {
};
var ChatCompletionDeletedObject = class extends (/* @__PURE__ */ Literal("chat.completion.deleted")) {
};
var ChatCompletionDeleted = class extends (/* @__PURE__ */ Class("ChatCompletionDeleted")({
  /**
  * The type of object being deleted.
  */
  "object": ChatCompletionDeletedObject,
  /**
  * The ID of the chat completion that was deleted.
  */
  "id": String$,
  /**
  * Whether the chat completion was deleted.
  */
  "deleted": Boolean$
})) {
};
var ChatCompletionMessageListObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ChatCompletionMessageList = class extends (/* @__PURE__ */ Class("ChatCompletionMessageList")({
  /**
  * The type of this object. It is always set to "list".
  */
  "object": /* @__PURE__ */ ChatCompletionMessageListObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * An array of chat completion message objects.
  */
  "data": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The identifier of the chat message.
    */
    "id": String$,
    "content_parts": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(ChatCompletionRequestMessageContentPartText, ChatCompletionRequestMessageContentPartImage)), { nullable: true }),
    "content": /* @__PURE__ */ NullOr(String$),
    "refusal": /* @__PURE__ */ NullOr(String$),
    "tool_calls": /* @__PURE__ */ optionalWith(ChatCompletionMessageToolCalls, { nullable: true }),
    /**
    * Annotations for the message, when applicable, as when using the
    * [web search tool](https://platform.openai.com/docs/guides/tools-web-search?api-mode=chat).
    */
    "annotations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
      /**
      * The type of the URL citation. Always `url_citation`.
      */
      "type": /* @__PURE__ */ Literal("url_citation"),
      /**
      * A URL citation when using web search.
      */
      "url_citation": /* @__PURE__ */ Struct({
        /**
        * The index of the last character of the URL citation in the message.
        */
        "end_index": Int,
        /**
        * The index of the first character of the URL citation in the message.
        */
        "start_index": Int,
        /**
        * The URL of the web resource.
        */
        "url": String$,
        /**
        * The title of the web resource.
        */
        "title": String$
      })
    })), { nullable: true }),
    /**
    * The role of the author of this message.
    */
    "role": /* @__PURE__ */ Literal("assistant"),
    /**
    * Deprecated and replaced by `tool_calls`. The name and arguments of a function that should be called, as generated by the model.
    */
    "function_call": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The arguments to call the function with, as generated by the model in JSON format. Note that the model does not always generate valid JSON, and may hallucinate parameters not defined by your function schema. Validate the arguments in your code before calling your function.
      */
      "arguments": String$,
      /**
      * The name of the function to call.
      */
      "name": String$
    }), { nullable: true }),
    "audio": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * Unique identifier for this audio response.
      */
      "id": String$,
      /**
      * The Unix timestamp (in seconds) for when this audio response will
      * no longer be accessible on the server for use in multi-turn
      * conversations.
      */
      "expires_at": Int,
      /**
      * Base64 encoded audio bytes generated by the model, in the format
      * specified in the request.
      */
      "data": String$,
      /**
      * Transcript of the audio generated by the model.
      */
      "transcript": String$
    }), { nullable: true })
  })),
  /**
  * The identifier of the first chat message in the data array.
  */
  "first_id": String$,
  /**
  * The identifier of the last chat message in the data array.
  */
  "last_id": String$,
  /**
  * Indicates whether there are more chat messages available.
  */
  "has_more": Boolean$
})) {
};
var CreateCompletionResponseObject = class extends (/* @__PURE__ */ Literal("text_completion")) {
};
var CreateCompletionResponse = class extends (/* @__PURE__ */ Class("CreateCompletionResponse")({
  /**
  * A unique identifier for the completion.
  */
  "id": String$,
  /**
  * The list of completion choices the model generated for the input prompt.
  */
  "choices": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The reason the model stopped generating tokens. This will be `stop` if the model hit a natural stop point or a provided stop sequence,
    * `length` if the maximum number of tokens specified in the request was reached,
    * or `content_filter` if content was omitted due to a flag from our content filters.
    */
    "finish_reason": /* @__PURE__ */ Literal("stop", "length", "content_filter"),
    "index": Int,
    "logprobs": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({ "text_offset": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(Int), { nullable: true }), "token_logprobs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(Number$), { nullable: true }), "tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }), "top_logprobs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Record({ key: String$, value: Unknown })), { nullable: true }) })),
    "text": String$
  })),
  /**
  * The Unix timestamp (in seconds) of when the completion was created.
  */
  "created": Int,
  /**
  * The model used for completion.
  */
  "model": String$,
  /**
  * This fingerprint represents the backend configuration that the model runs with.
  *
  * Can be used in conjunction with the `seed` request parameter to understand when backend changes have been made that might impact determinism.
  */
  "system_fingerprint": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The object type, which is always "text_completion"
  */
  "object": CreateCompletionResponseObject,
  "usage": /* @__PURE__ */ optionalWith(CompletionUsage, { nullable: true })
})) {
};
var ContainerResourceExpiresAfterAnchor = class extends (/* @__PURE__ */ Literal("last_active_at")) {
};
var ContainerResource = class extends (/* @__PURE__ */ Class("ContainerResource")({
  /**
  * Unique identifier for the container.
  */
  "id": String$,
  /**
  * The type of this object.
  */
  "object": String$,
  /**
  * Name of the container.
  */
  "name": String$,
  /**
  * Unix timestamp (in seconds) when the container was created.
  */
  "created_at": Int,
  /**
  * Status of the container (e.g., active, deleted).
  */
  "status": String$,
  /**
  * The container will expire after this time period.
  * The anchor is the reference point for the expiration.
  * The minutes is the number of minutes after the anchor before the container expires.
  */
  "expires_after": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The reference point for the expiration.
    */
    "anchor": /* @__PURE__ */ optionalWith(ContainerResourceExpiresAfterAnchor, { nullable: true }),
    /**
    * The number of minutes after the anchor before the container expires.
    */
    "minutes": /* @__PURE__ */ optionalWith(Int, { nullable: true })
  }), { nullable: true })
})) {
};
var ContainerListResource = class extends (/* @__PURE__ */ Class("ContainerListResource")({
  /**
  * The type of object returned, must be 'list'.
  */
  "object": /* @__PURE__ */ Literal("list"),
  /**
  * A list of containers.
  */
  "data": /* @__PURE__ */ Array$(ContainerResource),
  /**
  * The ID of the first container in the list.
  */
  "first_id": String$,
  /**
  * The ID of the last container in the list.
  */
  "last_id": String$,
  /**
  * Whether there are more containers available.
  */
  "has_more": Boolean$
})) {
};
var ContainerFileResource = class extends (/* @__PURE__ */ Class("ContainerFileResource")({
  /**
  * Unique identifier for the file.
  */
  "id": String$,
  /**
  * The type of this object (`container.file`).
  */
  "object": /* @__PURE__ */ Literal("container.file"),
  /**
  * The container this file belongs to.
  */
  "container_id": String$,
  /**
  * Unix timestamp (in seconds) when the file was created.
  */
  "created_at": Int,
  /**
  * Size of the file in bytes.
  */
  "bytes": Int,
  /**
  * Path of the file in the container.
  */
  "path": String$,
  /**
  * Source of the file (e.g., `user`, `assistant`).
  */
  "source": String$
})) {
};
var ContainerFileListResource = class extends (/* @__PURE__ */ Class("ContainerFileListResource")({
  /**
  * The type of object returned, must be 'list'.
  */
  "object": /* @__PURE__ */ Literal("list"),
  /**
  * A list of container files.
  */
  "data": /* @__PURE__ */ Array$(ContainerFileResource),
  /**
  * The ID of the first file in the list.
  */
  "first_id": String$,
  /**
  * The ID of the last file in the list.
  */
  "last_id": String$,
  /**
  * Whether there are more files available.
  */
  "has_more": Boolean$
})) {
};
var CreateContainerFileBody = class extends (/* @__PURE__ */ Class("CreateContainerFileBody")({
  /**
  * Name of the file to create.
  */
  "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The File object (not file name) to be uploaded.
  */
  "file": /* @__PURE__ */ optionalWith(/* @__PURE__ */ instanceOf(globalThis.Blob), { nullable: true })
})) {
};
var MessageType = class extends (/* @__PURE__ */ Literal("message")) {
};
var MessageStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var MessageRole = class extends (/* @__PURE__ */ Literal("unknown", "user", "assistant", "system", "critic", "discriminator", "developer", "tool")) {
};
var InputTextContentType = class extends (/* @__PURE__ */ Literal("input_text")) {
};
var InputTextContent = class extends (/* @__PURE__ */ Class("InputTextContent")({
  /**
  * The type of the input item. Always `input_text`.
  */
  "type": /* @__PURE__ */ InputTextContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "input_text")),
  /**
  * The text input to the model.
  */
  "text": String$
})) {
};
var OutputTextContentType = class extends (/* @__PURE__ */ Literal("output_text")) {
};
var FileCitationBodyType = class extends (/* @__PURE__ */ Literal("file_citation")) {
};
var FileCitationBody = class extends (/* @__PURE__ */ Class("FileCitationBody")({
  /**
  * The type of the file citation. Always `file_citation`.
  */
  "type": /* @__PURE__ */ FileCitationBodyType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "file_citation")),
  /**
  * The ID of the file.
  */
  "file_id": String$,
  /**
  * The index of the file in the list of files.
  */
  "index": Int,
  /**
  * The filename of the file cited.
  */
  "filename": String$
})) {
};
var UrlCitationBodyType = class extends (/* @__PURE__ */ Literal("url_citation")) {
};
var UrlCitationBody = class extends (/* @__PURE__ */ Class("UrlCitationBody")({
  /**
  * The type of the URL citation. Always `url_citation`.
  */
  "type": /* @__PURE__ */ UrlCitationBodyType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "url_citation")),
  /**
  * The URL of the web resource.
  */
  "url": String$,
  /**
  * The index of the first character of the URL citation in the message.
  */
  "start_index": Int,
  /**
  * The index of the last character of the URL citation in the message.
  */
  "end_index": Int,
  /**
  * The title of the web resource.
  */
  "title": String$
})) {
};
var ContainerFileCitationBodyType = class extends (/* @__PURE__ */ Literal("container_file_citation")) {
};
var ContainerFileCitationBody = class extends (/* @__PURE__ */ Class("ContainerFileCitationBody")({
  /**
  * The type of the container file citation. Always `container_file_citation`.
  */
  "type": /* @__PURE__ */ ContainerFileCitationBodyType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "container_file_citation")),
  /**
  * The ID of the container file.
  */
  "container_id": String$,
  /**
  * The ID of the file.
  */
  "file_id": String$,
  /**
  * The index of the first character of the container file citation in the message.
  */
  "start_index": Int,
  /**
  * The index of the last character of the container file citation in the message.
  */
  "end_index": Int,
  /**
  * The filename of the container file cited.
  */
  "filename": String$
})) {
};
var FilePathType = class extends (/* @__PURE__ */ Literal("file_path")) {
};
var FilePath = class extends (/* @__PURE__ */ Class("FilePath")({
  /**
  * The type of the file path. Always `file_path`.
  */
  "type": FilePathType,
  /**
  * The ID of the file.
  */
  "file_id": String$,
  /**
  * The index of the file in the list of files.
  */
  "index": Int
})) {
};
var Annotation = class extends (/* @__PURE__ */ Union(FileCitationBody, UrlCitationBody, ContainerFileCitationBody, FilePath)) {
};
var TopLogProb = class extends (/* @__PURE__ */ Class("TopLogProb")({ "token": String$, "logprob": Number$, "bytes": /* @__PURE__ */ Array$(Int) })) {
};
var LogProb = class extends (/* @__PURE__ */ Class("LogProb")({ "token": String$, "logprob": Number$, "bytes": /* @__PURE__ */ Array$(Int), "top_logprobs": /* @__PURE__ */ Array$(TopLogProb) })) {
};
var OutputTextContent = class extends (/* @__PURE__ */ Class("OutputTextContent")({
  /**
  * The type of the output text. Always `output_text`.
  */
  "type": /* @__PURE__ */ OutputTextContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "output_text")),
  /**
  * The text output from the model.
  */
  "text": String$,
  /**
  * The annotations of the text output.
  */
  "annotations": /* @__PURE__ */ Array$(Annotation),
  "logprobs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(LogProb), { nullable: true })
})) {
};
var TextContentType = class extends (/* @__PURE__ */ Literal("text")) {
};
var TextContent = class extends (/* @__PURE__ */ Class("TextContent")({ "type": /* @__PURE__ */ TextContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text")), "text": String$ })) {
};
var SummaryTextContentType = class extends (/* @__PURE__ */ Literal("summary_text")) {
};
var SummaryTextContent = class extends (/* @__PURE__ */ Class("SummaryTextContent")({
  /**
  * The type of the object. Always `summary_text`.
  */
  "type": /* @__PURE__ */ SummaryTextContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "summary_text")),
  /**
  * A summary of the reasoning output from the model so far.
  */
  "text": String$
})) {
};
var ReasoningTextContentType = class extends (/* @__PURE__ */ Literal("reasoning_text")) {
};
var ReasoningTextContent = class extends (/* @__PURE__ */ Class("ReasoningTextContent")({
  /**
  * The type of the reasoning text. Always `reasoning_text`.
  */
  "type": /* @__PURE__ */ ReasoningTextContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "reasoning_text")),
  /**
  * The reasoning text from the model.
  */
  "text": String$
})) {
};
var RefusalContentType = class extends (/* @__PURE__ */ Literal("refusal")) {
};
var RefusalContent = class extends (/* @__PURE__ */ Class("RefusalContent")({
  /**
  * The type of the refusal. Always `refusal`.
  */
  "type": /* @__PURE__ */ RefusalContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "refusal")),
  /**
  * The refusal explanation from the model.
  */
  "refusal": String$
})) {
};
var InputImageContentType = class extends (/* @__PURE__ */ Literal("input_image")) {
};
var ImageDetail = class extends (/* @__PURE__ */ Literal("low", "high", "auto")) {
};
var InputImageContent = class extends (/* @__PURE__ */ Class("InputImageContent")({
  /**
  * The type of the input item. Always `input_image`.
  */
  "type": /* @__PURE__ */ InputImageContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "input_image")),
  "image_url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The detail level of the image to be sent to the model. One of `high`, `low`, or `auto`. Defaults to `auto`.
  */
  "detail": ImageDetail
})) {
};
var ComputerScreenshotContentType = class extends (/* @__PURE__ */ Literal("computer_screenshot")) {
};
var ComputerScreenshotContent = class extends (/* @__PURE__ */ Class("ComputerScreenshotContent")({
  /**
  * Specifies the event type. For a computer screenshot, this property is always set to `computer_screenshot`.
  */
  "type": /* @__PURE__ */ ComputerScreenshotContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "computer_screenshot")),
  "image_url": /* @__PURE__ */ NullOr(String$),
  "file_id": /* @__PURE__ */ NullOr(String$)
})) {
};
var InputFileContentType = class extends (/* @__PURE__ */ Literal("input_file")) {
};
var InputFileContent = class extends (/* @__PURE__ */ Class("InputFileContent")({
  /**
  * The type of the input item. Always `input_file`.
  */
  "type": /* @__PURE__ */ InputFileContentType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "input_file")),
  "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The name of the file to be sent to the model.
  */
  "filename": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The URL of the file to be sent to the model.
  */
  "file_url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The content of the file to be sent to the model.
  */
  "file_data": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var Message = class extends (/* @__PURE__ */ Class("Message")({
  /**
  * The type of the message. Always set to `message`.
  */
  "type": /* @__PURE__ */ MessageType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "message")),
  /**
  * The unique ID of the message.
  */
  "id": String$,
  /**
  * The status of item. One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via API.
  */
  "status": MessageStatus,
  /**
  * The role of the message. One of `unknown`, `user`, `assistant`, `system`, `critic`, `discriminator`, `developer`, or `tool`.
  */
  "role": MessageRole,
  /**
  * The content of the message
  */
  "content": /* @__PURE__ */ Array$(/* @__PURE__ */ Union(InputTextContent, OutputTextContent, TextContent, SummaryTextContent, ReasoningTextContent, RefusalContent, InputImageContent, ComputerScreenshotContent, InputFileContent))
})) {
};
var FunctionToolCallResourceType = class extends (/* @__PURE__ */ Literal("function_call")) {
};
var FunctionToolCallResourceStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var FunctionToolCallResource = class extends (/* @__PURE__ */ Class("FunctionToolCallResource")({
  /**
  * The unique ID of the function tool call.
  */
  "id": String$,
  /**
  * The type of the function tool call. Always `function_call`.
  */
  "type": FunctionToolCallResourceType,
  /**
  * The unique ID of the function tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The name of the function to run.
  */
  "name": String$,
  /**
  * A JSON string of the arguments to pass to the function.
  */
  "arguments": String$,
  /**
  * The status of the item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(FunctionToolCallResourceStatus, { nullable: true })
})) {
};
var FunctionToolCallOutputResourceType = class extends (/* @__PURE__ */ Literal("function_call_output")) {
};
var FunctionAndCustomToolCallOutput = class extends (/* @__PURE__ */ Union(InputTextContent, InputImageContent, InputFileContent)) {
};
var FunctionToolCallOutputResourceStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var FunctionToolCallOutputResource = class extends (/* @__PURE__ */ Class("FunctionToolCallOutputResource")({
  /**
  * The unique ID of the function tool call output. Populated when this item
  * is returned via API.
  */
  "id": String$,
  /**
  * The type of the function tool call output. Always `function_call_output`.
  */
  "type": FunctionToolCallOutputResourceType,
  /**
  * The unique ID of the function tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The output from the function call generated by your code.
  * Can be a string or an list of output content.
  */
  "output": /* @__PURE__ */ Union(
    String$,
    /**
    * Text, image, or file output of the function call.
    */
    /* @__PURE__ */ Array$(FunctionAndCustomToolCallOutput)
  ),
  /**
  * The status of the item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(FunctionToolCallOutputResourceStatus, { nullable: true })
})) {
};
var FileSearchToolCallType = class extends (/* @__PURE__ */ Literal("file_search_call")) {
};
var FileSearchToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "searching", "completed", "incomplete", "failed")) {
};
var FileSearchToolCall = class extends (/* @__PURE__ */ Class("FileSearchToolCall")({
  /**
  * The unique ID of the file search tool call.
  */
  "id": String$,
  /**
  * The type of the file search tool call. Always `file_search_call`.
  */
  "type": FileSearchToolCallType,
  /**
  * The status of the file search tool call. One of `in_progress`,
  * `searching`, `incomplete` or `failed`,
  */
  "status": FileSearchToolCallStatus,
  /**
  * The queries used to search for files.
  */
  "queries": /* @__PURE__ */ Array$(String$),
  "results": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The unique ID of the file.
    */
    "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The text that was retrieved from the file.
    */
    "text": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the file.
    */
    "filename": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "attributes": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true }),
    /**
    * The relevance score of the file - a value between 0 and 1.
    */
    "score": /* @__PURE__ */ optionalWith(Number$, { nullable: true })
  })), { nullable: true })
})) {
};
var WebSearchToolCallType = class extends (/* @__PURE__ */ Literal("web_search_call")) {
};
var WebSearchToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "searching", "completed", "failed")) {
};
var WebSearchActionSearchType = class extends (/* @__PURE__ */ Literal("search")) {
};
var WebSearchActionSearch = class extends (/* @__PURE__ */ Class("WebSearchActionSearch")({
  /**
  * The action type.
  */
  "type": WebSearchActionSearchType,
  /**
  * The search query.
  */
  "query": String$,
  /**
  * The sources used in the search.
  */
  "sources": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The type of source. Always `url`.
    */
    "type": /* @__PURE__ */ Literal("url"),
    /**
    * The URL of the source.
    */
    "url": String$
  })), { nullable: true })
})) {
};
var WebSearchActionOpenPageType = class extends (/* @__PURE__ */ Literal("open_page")) {
};
var WebSearchActionOpenPage = class extends (/* @__PURE__ */ Class("WebSearchActionOpenPage")({
  /**
  * The action type.
  */
  "type": WebSearchActionOpenPageType,
  /**
  * The URL opened by the model.
  */
  "url": String$
})) {
};
var WebSearchActionFindType = class extends (/* @__PURE__ */ Literal("find")) {
};
var WebSearchActionFind = class extends (/* @__PURE__ */ Class("WebSearchActionFind")({
  /**
  * The action type.
  */
  "type": WebSearchActionFindType,
  /**
  * The URL of the page searched for the pattern.
  */
  "url": String$,
  /**
  * The pattern or text to search for within the page.
  */
  "pattern": String$
})) {
};
var WebSearchToolCall = class extends (/* @__PURE__ */ Class("WebSearchToolCall")({
  /**
  * The unique ID of the web search tool call.
  */
  "id": String$,
  /**
  * The type of the web search tool call. Always `web_search_call`.
  */
  "type": WebSearchToolCallType,
  /**
  * The status of the web search tool call.
  */
  "status": WebSearchToolCallStatus,
  /**
  * An object describing the specific action taken in this web search call.
  * Includes details on how the model used the web (search, open_page, find).
  */
  "action": /* @__PURE__ */ Record({ key: String$, value: Unknown })
})) {
};
var ImageGenToolCallType = class extends (/* @__PURE__ */ Literal("image_generation_call")) {
};
var ImageGenToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "generating", "failed")) {
};
var ImageGenToolCall = class extends (/* @__PURE__ */ Class("ImageGenToolCall")({
  /**
  * The type of the image generation call. Always `image_generation_call`.
  */
  "type": ImageGenToolCallType,
  /**
  * The unique ID of the image generation call.
  */
  "id": String$,
  /**
  * The status of the image generation call.
  */
  "status": ImageGenToolCallStatus,
  "result": /* @__PURE__ */ NullOr(String$)
})) {
};
var ComputerToolCallType = class extends (/* @__PURE__ */ Literal("computer_call")) {
};
var ClickParamType = class extends (/* @__PURE__ */ Literal("click")) {
};
var ClickButtonType = class extends (/* @__PURE__ */ Literal("left", "right", "wheel", "back", "forward")) {
};
var ClickParam = class extends (/* @__PURE__ */ Class("ClickParam")({
  /**
  * Specifies the event type. For a click action, this property is always `click`.
  */
  "type": /* @__PURE__ */ ClickParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "click")),
  /**
  * Indicates which mouse button was pressed during the click. One of `left`, `right`, `wheel`, `back`, or `forward`.
  */
  "button": ClickButtonType,
  /**
  * The x-coordinate where the click occurred.
  */
  "x": Int,
  /**
  * The y-coordinate where the click occurred.
  */
  "y": Int
})) {
};
var DoubleClickActionType = class extends (/* @__PURE__ */ Literal("double_click")) {
};
var DoubleClickAction = class extends (/* @__PURE__ */ Class("DoubleClickAction")({
  /**
  * Specifies the event type. For a double click action, this property is always set to `double_click`.
  */
  "type": /* @__PURE__ */ DoubleClickActionType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "double_click")),
  /**
  * The x-coordinate where the double click occurred.
  */
  "x": Int,
  /**
  * The y-coordinate where the double click occurred.
  */
  "y": Int
})) {
};
var DragType = class extends (/* @__PURE__ */ Literal("drag")) {
};
var DragPoint = class extends (/* @__PURE__ */ Class("DragPoint")({
  /**
  * The x-coordinate.
  */
  "x": Int,
  /**
  * The y-coordinate.
  */
  "y": Int
})) {
};
var Drag = class extends (/* @__PURE__ */ Class("Drag")({
  /**
  * Specifies the event type. For a drag action, this property is
  * always set to `drag`.
  */
  "type": /* @__PURE__ */ DragType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "drag")),
  /**
  * An array of coordinates representing the path of the drag action. Coordinates will appear as an array
  * of objects, eg
  * ```
  * [
  *   { x: 100, y: 200 },
  *   { x: 200, y: 300 }
  * ]
  * ```
  */
  "path": /* @__PURE__ */ Array$(DragPoint)
})) {
};
var KeyPressActionType = class extends (/* @__PURE__ */ Literal("keypress")) {
};
var KeyPressAction = class extends (/* @__PURE__ */ Class("KeyPressAction")({
  /**
  * Specifies the event type. For a keypress action, this property is always set to `keypress`.
  */
  "type": /* @__PURE__ */ KeyPressActionType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "keypress")),
  /**
  * The combination of keys the model is requesting to be pressed. This is an array of strings, each representing a key.
  */
  "keys": /* @__PURE__ */ Array$(String$)
})) {
};
var MoveType = class extends (/* @__PURE__ */ Literal("move")) {
};
var Move = class extends (/* @__PURE__ */ Class("Move")({
  /**
  * Specifies the event type. For a move action, this property is
  * always set to `move`.
  */
  "type": /* @__PURE__ */ MoveType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "move")),
  /**
  * The x-coordinate to move to.
  */
  "x": Int,
  /**
  * The y-coordinate to move to.
  */
  "y": Int
})) {
};
var ScreenshotType = class extends (/* @__PURE__ */ Literal("screenshot")) {
};
var Screenshot = class extends (/* @__PURE__ */ Class("Screenshot")({
  /**
  * Specifies the event type. For a screenshot action, this property is
  * always set to `screenshot`.
  */
  "type": /* @__PURE__ */ ScreenshotType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "screenshot"))
})) {
};
var ScrollType = class extends (/* @__PURE__ */ Literal("scroll")) {
};
var Scroll = class extends (/* @__PURE__ */ Class("Scroll")({
  /**
  * Specifies the event type. For a scroll action, this property is
  * always set to `scroll`.
  */
  "type": /* @__PURE__ */ ScrollType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "scroll")),
  /**
  * The x-coordinate where the scroll occurred.
  */
  "x": Int,
  /**
  * The y-coordinate where the scroll occurred.
  */
  "y": Int,
  /**
  * The horizontal scroll distance.
  */
  "scroll_x": Int,
  /**
  * The vertical scroll distance.
  */
  "scroll_y": Int
})) {
};
var TypeType = class extends (/* @__PURE__ */ Literal("type")) {
};
var Type = class extends (/* @__PURE__ */ Class("Type")({
  /**
  * Specifies the event type. For a type action, this property is
  * always set to `type`.
  */
  "type": /* @__PURE__ */ TypeType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "type")),
  /**
  * The text to type.
  */
  "text": String$
})) {
};
var WaitType = class extends (/* @__PURE__ */ Literal("wait")) {
};
var Wait = class extends (/* @__PURE__ */ Class("Wait")({
  /**
  * Specifies the event type. For a wait action, this property is
  * always set to `wait`.
  */
  "type": /* @__PURE__ */ WaitType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "wait"))
})) {
};
var ComputerAction = class extends (/* @__PURE__ */ Union(ClickParam, DoubleClickAction, Drag, KeyPressAction, Move, Screenshot, Scroll, Type, Wait)) {
};
var ComputerCallSafetyCheckParam = class extends (/* @__PURE__ */ Class("ComputerCallSafetyCheckParam")({
  /**
  * The ID of the pending safety check.
  */
  "id": String$,
  "code": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "message": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ComputerToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var ComputerToolCall = class extends (/* @__PURE__ */ Class("ComputerToolCall")({
  /**
  * The type of the computer call. Always `computer_call`.
  */
  "type": /* @__PURE__ */ ComputerToolCallType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "computer_call")),
  /**
  * The unique ID of the computer call.
  */
  "id": String$,
  /**
  * An identifier used when responding to the tool call with output.
  */
  "call_id": String$,
  "action": ComputerAction,
  /**
  * The pending safety checks for the computer call.
  */
  "pending_safety_checks": /* @__PURE__ */ Array$(ComputerCallSafetyCheckParam),
  /**
  * The status of the item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": ComputerToolCallStatus
})) {
};
var ComputerToolCallOutputResourceType = class extends (/* @__PURE__ */ Literal("computer_call_output")) {
};
var ComputerScreenshotImageType = class extends (/* @__PURE__ */ Literal("computer_screenshot")) {
};
var ComputerScreenshotImage = class extends (/* @__PURE__ */ Class("ComputerScreenshotImage")({
  /**
  * Specifies the event type. For a computer screenshot, this property is
  * always set to `computer_screenshot`.
  */
  "type": /* @__PURE__ */ ComputerScreenshotImageType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "computer_screenshot")),
  /**
  * The URL of the screenshot image.
  */
  "image_url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The identifier of an uploaded file that contains the screenshot.
  */
  "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ComputerToolCallOutputResourceStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var ComputerToolCallOutputResource = class extends (/* @__PURE__ */ Class("ComputerToolCallOutputResource")({
  /**
  * The ID of the computer tool call output.
  */
  "id": String$,
  /**
  * The type of the computer tool call output. Always `computer_call_output`.
  */
  "type": /* @__PURE__ */ ComputerToolCallOutputResourceType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "computer_call_output")),
  /**
  * The ID of the computer tool call that produced the output.
  */
  "call_id": String$,
  /**
  * The safety checks reported by the API that have been acknowledged by the
  * developer.
  */
  "acknowledged_safety_checks": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(ComputerCallSafetyCheckParam), { nullable: true }),
  "output": ComputerScreenshotImage,
  /**
  * The status of the message input. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when input items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(ComputerToolCallOutputResourceStatus, { nullable: true })
})) {
};
var ReasoningItemType = class extends (/* @__PURE__ */ Literal("reasoning")) {
};
var SummaryType = class extends (/* @__PURE__ */ Literal("summary_text")) {
};
var Summary = class extends (/* @__PURE__ */ Class("Summary")({
  /**
  * The type of the object. Always `summary_text`.
  */
  "type": /* @__PURE__ */ SummaryType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "summary_text")),
  /**
  * A summary of the reasoning output from the model so far.
  */
  "text": String$
})) {
};
var ReasoningItemStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var ReasoningItem = class extends (/* @__PURE__ */ Class("ReasoningItem")({
  /**
  * The type of the object. Always `reasoning`.
  */
  "type": ReasoningItemType,
  /**
  * The unique identifier of the reasoning content.
  */
  "id": String$,
  "encrypted_content": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Reasoning summary content.
  */
  "summary": /* @__PURE__ */ Array$(Summary),
  /**
  * Reasoning text content.
  */
  "content": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(ReasoningTextContent), { nullable: true }),
  /**
  * The status of the item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(ReasoningItemStatus, { nullable: true })
})) {
};
var CodeInterpreterToolCallType = class extends (/* @__PURE__ */ Literal("code_interpreter_call")) {
};
var CodeInterpreterToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete", "interpreting", "failed")) {
};
var CodeInterpreterOutputLogsType = class extends (/* @__PURE__ */ Literal("logs")) {
};
var CodeInterpreterOutputLogs = class extends (/* @__PURE__ */ Class("CodeInterpreterOutputLogs")({
  /**
  * The type of the output. Always `logs`.
  */
  "type": /* @__PURE__ */ CodeInterpreterOutputLogsType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "logs")),
  /**
  * The logs output from the code interpreter.
  */
  "logs": String$
})) {
};
var CodeInterpreterOutputImageType = class extends (/* @__PURE__ */ Literal("image")) {
};
var CodeInterpreterOutputImage = class extends (/* @__PURE__ */ Class("CodeInterpreterOutputImage")({
  /**
  * The type of the output. Always `image`.
  */
  "type": /* @__PURE__ */ CodeInterpreterOutputImageType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "image")),
  /**
  * The URL of the image output from the code interpreter.
  */
  "url": String$
})) {
};
var CodeInterpreterToolCall = class extends (/* @__PURE__ */ Class("CodeInterpreterToolCall")({
  /**
  * The type of the code interpreter tool call. Always `code_interpreter_call`.
  */
  "type": /* @__PURE__ */ CodeInterpreterToolCallType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "code_interpreter_call")),
  /**
  * The unique ID of the code interpreter tool call.
  */
  "id": String$,
  /**
  * The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
  */
  "status": CodeInterpreterToolCallStatus,
  /**
  * The ID of the container used to run the code.
  */
  "container_id": String$,
  "code": /* @__PURE__ */ NullOr(String$),
  "outputs": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(CodeInterpreterOutputLogs, CodeInterpreterOutputImage)))
})) {
};
var LocalShellToolCallType = class extends (/* @__PURE__ */ Literal("local_shell_call")) {
};
var LocalShellExecActionType = class extends (/* @__PURE__ */ Literal("exec")) {
};
var LocalShellExecAction = class extends (/* @__PURE__ */ Class("LocalShellExecAction")({
  /**
  * The type of the local shell action. Always `exec`.
  */
  "type": /* @__PURE__ */ LocalShellExecActionType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "exec")),
  /**
  * The command to run.
  */
  "command": /* @__PURE__ */ Array$(String$),
  "timeout_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "working_directory": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Environment variables to set for the command.
  */
  "env": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  "user": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var LocalShellToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var LocalShellToolCall = class extends (/* @__PURE__ */ Class("LocalShellToolCall")({
  /**
  * The type of the local shell call. Always `local_shell_call`.
  */
  "type": LocalShellToolCallType,
  /**
  * The unique ID of the local shell call.
  */
  "id": String$,
  /**
  * The unique ID of the local shell tool call generated by the model.
  */
  "call_id": String$,
  "action": LocalShellExecAction,
  /**
  * The status of the local shell call.
  */
  "status": LocalShellToolCallStatus
})) {
};
var LocalShellToolCallOutputType = class extends (/* @__PURE__ */ Literal("local_shell_call_output")) {
};
var LocalShellToolCallOutputStatusEnum = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var LocalShellToolCallOutput = class extends (/* @__PURE__ */ Class("LocalShellToolCallOutput")({
  /**
  * The type of the local shell tool call output. Always `local_shell_call_output`.
  */
  "type": LocalShellToolCallOutputType,
  /**
  * The unique ID of the local shell tool call generated by the model.
  */
  "id": String$,
  /**
  * A JSON string of the output of the local shell tool call.
  */
  "output": String$,
  "status": /* @__PURE__ */ optionalWith(LocalShellToolCallOutputStatusEnum, { nullable: true })
})) {
};
var FunctionShellCallType = class extends (/* @__PURE__ */ Literal("shell_call")) {
};
var FunctionShellAction = class extends (/* @__PURE__ */ Class("FunctionShellAction")({ "commands": /* @__PURE__ */ Array$(String$), "timeout_ms": /* @__PURE__ */ NullOr(Int), "max_output_length": /* @__PURE__ */ NullOr(Int) })) {
};
var LocalShellCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var FunctionShellCall = class extends (/* @__PURE__ */ Class("FunctionShellCall")({
  /**
  * The type of the item. Always `shell_call`.
  */
  "type": /* @__PURE__ */ FunctionShellCallType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "shell_call")),
  /**
  * The unique ID of the function shell tool call. Populated when this item is returned via API.
  */
  "id": String$,
  /**
  * The unique ID of the function shell tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The shell commands and limits that describe how to run the tool call.
  */
  "action": FunctionShellAction,
  /**
  * The status of the shell call. One of `in_progress`, `completed`, or `incomplete`.
  */
  "status": LocalShellCallStatus,
  /**
  * The ID of the entity that created this tool call.
  */
  "created_by": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var FunctionShellCallOutputType = class extends (/* @__PURE__ */ Literal("shell_call_output")) {
};
var FunctionShellCallOutputTimeoutOutcomeType = class extends (/* @__PURE__ */ Literal("timeout")) {
};
var FunctionShellCallOutputTimeoutOutcome = class extends (/* @__PURE__ */ Class("FunctionShellCallOutputTimeoutOutcome")({
  /**
  * The outcome type. Always `timeout`.
  */
  "type": /* @__PURE__ */ FunctionShellCallOutputTimeoutOutcomeType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "timeout"))
})) {
};
var FunctionShellCallOutputExitOutcomeType = class extends (/* @__PURE__ */ Literal("exit")) {
};
var FunctionShellCallOutputExitOutcome = class extends (/* @__PURE__ */ Class("FunctionShellCallOutputExitOutcome")({
  /**
  * The outcome type. Always `exit`.
  */
  "type": /* @__PURE__ */ FunctionShellCallOutputExitOutcomeType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "exit")),
  /**
  * Exit code from the shell process.
  */
  "exit_code": Int
})) {
};
var FunctionShellCallOutputContent = class extends (/* @__PURE__ */ Class("FunctionShellCallOutputContent")({
  "stdout": String$,
  "stderr": String$,
  /**
  * Represents either an exit outcome (with an exit code) or a timeout outcome for a shell call output chunk.
  */
  "outcome": /* @__PURE__ */ Union(FunctionShellCallOutputTimeoutOutcome, FunctionShellCallOutputExitOutcome),
  "created_by": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var FunctionShellCallOutput = class extends (/* @__PURE__ */ Class("FunctionShellCallOutput")({
  /**
  * The type of the shell call output. Always `shell_call_output`.
  */
  "type": /* @__PURE__ */ FunctionShellCallOutputType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "shell_call_output")),
  /**
  * The unique ID of the shell call output. Populated when this item is returned via API.
  */
  "id": String$,
  /**
  * The unique ID of the shell tool call generated by the model.
  */
  "call_id": String$,
  /**
  * An array of shell call output contents
  */
  "output": /* @__PURE__ */ Array$(FunctionShellCallOutputContent),
  "max_output_length": /* @__PURE__ */ NullOr(Int),
  "created_by": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ApplyPatchToolCallType = class extends (/* @__PURE__ */ Literal("apply_patch_call")) {
};
var ApplyPatchCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed")) {
};
var ApplyPatchCreateFileOperationType = class extends (/* @__PURE__ */ Literal("create_file")) {
};
var ApplyPatchCreateFileOperation = class extends (/* @__PURE__ */ Class("ApplyPatchCreateFileOperation")({
  /**
  * Create a new file with the provided diff.
  */
  "type": /* @__PURE__ */ ApplyPatchCreateFileOperationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "create_file")),
  /**
  * Path of the file to create.
  */
  "path": String$,
  /**
  * Diff to apply.
  */
  "diff": String$
})) {
};
var ApplyPatchDeleteFileOperationType = class extends (/* @__PURE__ */ Literal("delete_file")) {
};
var ApplyPatchDeleteFileOperation = class extends (/* @__PURE__ */ Class("ApplyPatchDeleteFileOperation")({
  /**
  * Delete the specified file.
  */
  "type": /* @__PURE__ */ ApplyPatchDeleteFileOperationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "delete_file")),
  /**
  * Path of the file to delete.
  */
  "path": String$
})) {
};
var ApplyPatchUpdateFileOperationType = class extends (/* @__PURE__ */ Literal("update_file")) {
};
var ApplyPatchUpdateFileOperation = class extends (/* @__PURE__ */ Class("ApplyPatchUpdateFileOperation")({
  /**
  * Update an existing file with the provided diff.
  */
  "type": /* @__PURE__ */ ApplyPatchUpdateFileOperationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "update_file")),
  /**
  * Path of the file to update.
  */
  "path": String$,
  /**
  * Diff to apply.
  */
  "diff": String$
})) {
};
var ApplyPatchToolCall = class extends (/* @__PURE__ */ Class("ApplyPatchToolCall")({
  /**
  * The type of the item. Always `apply_patch_call`.
  */
  "type": /* @__PURE__ */ ApplyPatchToolCallType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "apply_patch_call")),
  /**
  * The unique ID of the apply patch tool call. Populated when this item is returned via API.
  */
  "id": String$,
  /**
  * The unique ID of the apply patch tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The status of the apply patch tool call. One of `in_progress` or `completed`.
  */
  "status": ApplyPatchCallStatus,
  /**
  * One of the create_file, delete_file, or update_file operations applied via apply_patch.
  */
  "operation": /* @__PURE__ */ Union(ApplyPatchCreateFileOperation, ApplyPatchDeleteFileOperation, ApplyPatchUpdateFileOperation),
  /**
  * The ID of the entity that created this tool call.
  */
  "created_by": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ApplyPatchToolCallOutputType = class extends (/* @__PURE__ */ Literal("apply_patch_call_output")) {
};
var ApplyPatchCallOutputStatus = class extends (/* @__PURE__ */ Literal("completed", "failed")) {
};
var ApplyPatchToolCallOutput = class extends (/* @__PURE__ */ Class("ApplyPatchToolCallOutput")({
  /**
  * The type of the item. Always `apply_patch_call_output`.
  */
  "type": /* @__PURE__ */ ApplyPatchToolCallOutputType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "apply_patch_call_output")),
  /**
  * The unique ID of the apply patch tool call output. Populated when this item is returned via API.
  */
  "id": String$,
  /**
  * The unique ID of the apply patch tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The status of the apply patch tool call output. One of `completed` or `failed`.
  */
  "status": ApplyPatchCallOutputStatus,
  "output": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The ID of the entity that created this tool call output.
  */
  "created_by": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var MCPListToolsType = class extends (/* @__PURE__ */ Literal("mcp_list_tools")) {
};
var MCPListToolsTool = class extends (/* @__PURE__ */ Class("MCPListToolsTool")({
  /**
  * The name of the tool.
  */
  "name": String$,
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The JSON schema describing the tool's input.
  */
  "input_schema": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  "annotations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var MCPListTools = class extends (/* @__PURE__ */ Class("MCPListTools")({
  /**
  * The type of the item. Always `mcp_list_tools`.
  */
  "type": MCPListToolsType,
  /**
  * The unique ID of the list.
  */
  "id": String$,
  /**
  * The label of the MCP server.
  */
  "server_label": String$,
  /**
  * The tools available on the server.
  */
  "tools": /* @__PURE__ */ Array$(MCPListToolsTool),
  "error": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var MCPApprovalRequestType = class extends (/* @__PURE__ */ Literal("mcp_approval_request")) {
};
var MCPApprovalRequest = class extends (/* @__PURE__ */ Class("MCPApprovalRequest")({
  /**
  * The type of the item. Always `mcp_approval_request`.
  */
  "type": MCPApprovalRequestType,
  /**
  * The unique ID of the approval request.
  */
  "id": String$,
  /**
  * The label of the MCP server making the request.
  */
  "server_label": String$,
  /**
  * The name of the tool to run.
  */
  "name": String$,
  /**
  * A JSON string of arguments for the tool.
  */
  "arguments": String$
})) {
};
var MCPApprovalResponseResourceType = class extends (/* @__PURE__ */ Literal("mcp_approval_response")) {
};
var MCPApprovalResponseResource = class extends (/* @__PURE__ */ Class("MCPApprovalResponseResource")({
  /**
  * The type of the item. Always `mcp_approval_response`.
  */
  "type": MCPApprovalResponseResourceType,
  /**
  * The unique ID of the approval response
  */
  "id": String$,
  /**
  * The ID of the approval request being answered.
  */
  "approval_request_id": String$,
  /**
  * Whether the request was approved.
  */
  "approve": Boolean$,
  "reason": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var MCPToolCallType = class extends (/* @__PURE__ */ Literal("mcp_call")) {
};
var MCPToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete", "calling", "failed")) {
};
var MCPToolCall = class extends (/* @__PURE__ */ Class("MCPToolCall")({
  /**
  * The type of the item. Always `mcp_call`.
  */
  "type": MCPToolCallType,
  /**
  * The unique ID of the tool call.
  */
  "id": String$,
  /**
  * The label of the MCP server running the tool.
  */
  "server_label": String$,
  /**
  * The name of the tool that was run.
  */
  "name": String$,
  /**
  * A JSON string of the arguments passed to the tool.
  */
  "arguments": String$,
  "output": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "error": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The status of the tool call. One of `in_progress`, `completed`, `incomplete`, `calling`, or `failed`.
  */
  "status": /* @__PURE__ */ optionalWith(MCPToolCallStatus, { nullable: true }),
  "approval_request_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var CustomToolCallType = class extends (/* @__PURE__ */ Literal("custom_tool_call")) {
};
var CustomToolCall = class extends (/* @__PURE__ */ Class("CustomToolCall")({
  /**
  * The type of the custom tool call. Always `custom_tool_call`.
  */
  "type": CustomToolCallType,
  /**
  * The unique ID of the custom tool call in the OpenAI platform.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * An identifier used to map this custom tool call to a tool call output.
  */
  "call_id": String$,
  /**
  * The name of the custom tool being called.
  */
  "name": String$,
  /**
  * The input for the custom tool call generated by the model.
  */
  "input": String$
})) {
};
var CustomToolCallOutputType = class extends (/* @__PURE__ */ Literal("custom_tool_call_output")) {
};
var CustomToolCallOutput = class extends (/* @__PURE__ */ Class("CustomToolCallOutput")({
  /**
  * The type of the custom tool call output. Always `custom_tool_call_output`.
  */
  "type": CustomToolCallOutputType,
  /**
  * The unique ID of the custom tool call output in the OpenAI platform.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The call ID, used to map this custom tool call output to a custom tool call.
  */
  "call_id": String$,
  /**
  * The output from the custom tool call generated by your code.
  * Can be a string or an list of output content.
  */
  "output": /* @__PURE__ */ Union(
    String$,
    /**
    * Text, image, or file output of the custom tool call.
    */
    /* @__PURE__ */ Array$(FunctionAndCustomToolCallOutput)
  )
})) {
};
var ConversationItem = class extends (/* @__PURE__ */ Union(Message, FunctionToolCallResource, FunctionToolCallOutputResource, FileSearchToolCall, WebSearchToolCall, ImageGenToolCall, ComputerToolCall, ComputerToolCallOutputResource, ReasoningItem, CodeInterpreterToolCall, LocalShellToolCall, LocalShellToolCallOutput, FunctionShellCall, FunctionShellCallOutput, ApplyPatchToolCall, ApplyPatchToolCallOutput, MCPListTools, MCPApprovalRequest, MCPApprovalResponseResource, MCPToolCall, CustomToolCall, CustomToolCallOutput)) {
};
var ConversationItemList = class extends (/* @__PURE__ */ Class("ConversationItemList")({
  /**
  * The type of object returned, must be `list`.
  */
  "object": /* @__PURE__ */ Literal("list"),
  /**
  * A list of conversation items.
  */
  "data": /* @__PURE__ */ Array$(ConversationItem),
  /**
  * Whether there are more items available.
  */
  "has_more": Boolean$,
  /**
  * The ID of the first item in the list.
  */
  "first_id": String$,
  /**
  * The ID of the last item in the list.
  */
  "last_id": String$
})) {
};
var EasyInputMessageRole = class extends (/* @__PURE__ */ Literal("user", "assistant", "system", "developer")) {
};
var InputContent = class extends (/* @__PURE__ */ Union(InputTextContent, InputImageContent, InputFileContent)) {
};
var InputMessageContentList = class extends (/* @__PURE__ */ Array$(InputContent)) {
};
var EasyInputMessageType = class extends (/* @__PURE__ */ Literal("message")) {
};
var EasyInputMessage = class extends (/* @__PURE__ */ Class("EasyInputMessage")({
  /**
  * The role of the message input. One of `user`, `assistant`, `system`, or
  * `developer`.
  */
  "role": EasyInputMessageRole,
  /**
  * Text, image, or audio input to the model, used to generate a response.
  * Can also contain previous assistant responses.
  */
  "content": /* @__PURE__ */ Union(
    String$,
    InputMessageContentList
  ),
  /**
  * The type of the message input. Always `message`.
  */
  "type": /* @__PURE__ */ optionalWith(EasyInputMessageType, { nullable: true })
})) {
};
var OutputMessageType = class extends (/* @__PURE__ */ Literal("message")) {
};
var OutputMessageRole = class extends (/* @__PURE__ */ Literal("assistant")) {
};
var OutputMessageContent = class extends (/* @__PURE__ */ Union(OutputTextContent, RefusalContent)) {
};
var OutputMessageStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var OutputMessage = class extends (/* @__PURE__ */ Class("OutputMessage")({
  /**
  * The unique ID of the output message.
  */
  "id": String$,
  /**
  * The type of the output message. Always `message`.
  */
  "type": OutputMessageType,
  /**
  * The role of the output message. Always `assistant`.
  */
  "role": OutputMessageRole,
  /**
  * The content of the output message.
  */
  "content": /* @__PURE__ */ Array$(OutputMessageContent),
  /**
  * The status of the message input. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when input items are returned via API.
  */
  "status": OutputMessageStatus
})) {
};
var FunctionToolCallType = class extends (/* @__PURE__ */ Literal("function_call")) {
};
var FunctionToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var FunctionToolCall = class extends (/* @__PURE__ */ Class("FunctionToolCall")({
  /**
  * The unique ID of the function tool call.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The type of the function tool call. Always `function_call`.
  */
  "type": FunctionToolCallType,
  /**
  * The unique ID of the function tool call generated by the model.
  */
  "call_id": String$,
  /**
  * The name of the function to run.
  */
  "name": String$,
  /**
  * A JSON string of the arguments to pass to the function.
  */
  "arguments": String$,
  /**
  * The status of the item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(FunctionToolCallStatus, { nullable: true })
})) {
};
var ItemReferenceParamTypeEnum = class extends (/* @__PURE__ */ Literal("item_reference")) {
};
var ItemReferenceParam = class extends (/* @__PURE__ */ Class("ItemReferenceParam")({
  "type": /* @__PURE__ */ optionalWith(ItemReferenceParamTypeEnum, { nullable: true }),
  /**
  * The ID of the item to reference.
  */
  "id": String$
})) {
};
var InputItem = class extends (/* @__PURE__ */ Union(
  EasyInputMessage,
  /**
  * An item representing part of the context for the response to be
  * generated by the model. Can contain text, images, and audio inputs,
  * as well as previous assistant responses and tool call outputs.
  */
  /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  ItemReferenceParam
)) {
};
var ConversationResourceObject = class extends (/* @__PURE__ */ Literal("conversation")) {
};
var ConversationResource = class extends (/* @__PURE__ */ Class("ConversationResource")({
  /**
  * The unique ID of the conversation.
  */
  "id": String$,
  /**
  * The object type, which is always `conversation`.
  */
  "object": /* @__PURE__ */ ConversationResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "conversation")),
  /**
  * The time at which the conversation was created, measured in seconds since the Unix epoch.
  */
  "created_at": Int
})) {
};
var EmbeddingObject = class extends (/* @__PURE__ */ Literal("embedding")) {
};
var Embedding = class extends (/* @__PURE__ */ Class("Embedding")({
  /**
  * The index of the embedding in the list of embeddings.
  */
  "index": Int,
  /**
  * The embedding vector, which is a list of floats. The length of vector depends on the model as listed in the [embedding guide](https://platform.openai.com/docs/guides/embeddings).
  */
  "embedding": /* @__PURE__ */ Array$(Number$),
  /**
  * The object type, which is always "embedding".
  */
  "object": EmbeddingObject
})) {
};
var CreateEmbeddingResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var CreateEmbeddingResponse = class extends (/* @__PURE__ */ Class("CreateEmbeddingResponse")({
  /**
  * The list of embeddings generated by the model.
  */
  "data": /* @__PURE__ */ Array$(Embedding),
  /**
  * The name of the model used to generate the embedding.
  */
  "model": String$,
  /**
  * The object type, which is always "list".
  */
  "object": CreateEmbeddingResponseObject,
  /**
  * The usage information for the request.
  */
  "usage": /* @__PURE__ */ Struct({
    /**
    * The number of tokens used by the prompt.
    */
    "prompt_tokens": Int,
    /**
    * The total number of tokens used by the request.
    */
    "total_tokens": Int
  })
})) {
};
var EvalListObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var EvalObject = class extends (/* @__PURE__ */ Literal("eval")) {
};
var EvalGraderLabelModelType = class extends (/* @__PURE__ */ Literal("label_model")) {
};
var EvalItemRole = class extends (/* @__PURE__ */ Literal("user", "assistant", "system", "developer")) {
};
var EvalItemContentEnumType = class extends (/* @__PURE__ */ Literal("input_image")) {
};
var InputAudioType = class extends (/* @__PURE__ */ Literal("input_audio")) {
};
var InputAudioInputAudioFormat = class extends (/* @__PURE__ */ Literal("mp3", "wav")) {
};
var InputAudio = class extends (/* @__PURE__ */ Class("InputAudio")({
  /**
  * The type of the input item. Always `input_audio`.
  */
  "type": InputAudioType,
  "input_audio": /* @__PURE__ */ Struct({
    /**
    * Base64-encoded audio data.
    */
    "data": String$,
    /**
    * The format of the audio data. Currently supported formats are `mp3` and
    * `wav`.
    */
    "format": InputAudioInputAudioFormat
  })
})) {
};
var EvalItemType = class extends (/* @__PURE__ */ Literal("message")) {
};
var EvalItem = class extends (/* @__PURE__ */ Class("EvalItem")({
  /**
  * The role of the message input. One of `user`, `assistant`, `system`, or
  * `developer`.
  */
  "role": EvalItemRole,
  /**
  * Inputs to the model - can contain template strings.
  */
  "content": /* @__PURE__ */ Union(
    String$,
    InputTextContent,
    /**
    * A text output from the model.
    */
    /* @__PURE__ */ Struct({
      /**
      * The type of the output text. Always `output_text`.
      */
      "type": EvalItemContentEnumType,
      /**
      * The text output from the model.
      */
      "text": String$
    }),
    /**
    * An image input to the model.
    */
    /* @__PURE__ */ Struct({
      /**
      * The type of the image input. Always `input_image`.
      */
      "type": EvalItemContentEnumType,
      /**
      * The URL of the image input.
      */
      "image_url": String$,
      /**
      * The detail level of the image to be sent to the model. One of `high`, `low`, or `auto`. Defaults to `auto`.
      */
      "detail": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }),
    InputAudio
  ),
  /**
  * The type of the message input. Always `message`.
  */
  "type": /* @__PURE__ */ optionalWith(EvalItemType, { nullable: true })
})) {
};
var EvalGraderLabelModel = class extends (/* @__PURE__ */ Class("EvalGraderLabelModel")({
  /**
  * The object type, which is always `label_model`.
  */
  "type": EvalGraderLabelModelType,
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The model to use for the evaluation. Must support structured outputs.
  */
  "model": String$,
  "input": /* @__PURE__ */ Array$(EvalItem),
  /**
  * The labels to assign to each item in the evaluation.
  */
  "labels": /* @__PURE__ */ Array$(String$),
  /**
  * The labels that indicate a passing result. Must be a subset of labels.
  */
  "passing_labels": /* @__PURE__ */ Array$(String$)
})) {
};
var EvalGraderStringCheckType = class extends (/* @__PURE__ */ Literal("string_check")) {
};
var EvalGraderStringCheckOperation = class extends (/* @__PURE__ */ Literal("eq", "ne", "like", "ilike")) {
};
var EvalGraderStringCheck = class extends (/* @__PURE__ */ Class("EvalGraderStringCheck")({
  /**
  * The object type, which is always `string_check`.
  */
  "type": EvalGraderStringCheckType,
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The input text. This may include template strings.
  */
  "input": String$,
  /**
  * The reference text. This may include template strings.
  */
  "reference": String$,
  /**
  * The string check operation to perform. One of `eq`, `ne`, `like`, or `ilike`.
  */
  "operation": EvalGraderStringCheckOperation
})) {
};
var EvalGraderTextSimilarityType = class extends (/* @__PURE__ */ Literal("text_similarity")) {
};
var EvalGraderTextSimilarityEvaluationMetric = class extends (/* @__PURE__ */ Literal("cosine", "fuzzy_match", "bleu", "gleu", "meteor", "rouge_1", "rouge_2", "rouge_3", "rouge_4", "rouge_5", "rouge_l")) {
};
var EvalGraderTextSimilarity = class extends (/* @__PURE__ */ Class("EvalGraderTextSimilarity")({
  /**
  * The threshold for the score.
  */
  "pass_threshold": Number$,
  /**
  * The type of grader.
  */
  "type": /* @__PURE__ */ EvalGraderTextSimilarityType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text_similarity")),
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The text being graded.
  */
  "input": String$,
  /**
  * The text being graded against.
  */
  "reference": String$,
  /**
  * The evaluation metric to use. One of `cosine`, `fuzzy_match`, `bleu`,
  * `gleu`, `meteor`, `rouge_1`, `rouge_2`, `rouge_3`, `rouge_4`, `rouge_5`,
  * or `rouge_l`.
  */
  "evaluation_metric": EvalGraderTextSimilarityEvaluationMetric
})) {
};
var EvalGraderPythonType = class extends (/* @__PURE__ */ Literal("python")) {
};
var EvalGraderPython = class extends (/* @__PURE__ */ Class("EvalGraderPython")({
  /**
  * The threshold for the score.
  */
  "pass_threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
  /**
  * The object type, which is always `python`.
  */
  "type": EvalGraderPythonType,
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The source code of the python script.
  */
  "source": String$,
  /**
  * The image tag to use for the python script.
  */
  "image_tag": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var EvalGraderScoreModelType = class extends (/* @__PURE__ */ Literal("score_model")) {
};
var EvalGraderScoreModel = class extends (/* @__PURE__ */ Class("EvalGraderScoreModel")({
  /**
  * The threshold for the score.
  */
  "pass_threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
  /**
  * The object type, which is always `score_model`.
  */
  "type": EvalGraderScoreModelType,
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The model to use for the evaluation.
  */
  "model": String$,
  /**
  * The sampling parameters for the model.
  */
  "sampling_params": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "seed": /* @__PURE__ */ optionalWith(Int, { nullable: true }), "top_p": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "temperature": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "max_completions_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)), { nullable: true }), "reasoning_effort": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("none", "minimal", "low", "medium", "high"), { nullable: true }) }), { nullable: true }),
  /**
  * The input text. This may include template strings.
  */
  "input": /* @__PURE__ */ Array$(EvalItem),
  /**
  * The range of the score. Defaults to `[0, 1]`.
  */
  "range": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(Number$), { nullable: true })
})) {
};
var Eval = class extends (/* @__PURE__ */ Class("Eval")({
  /**
  * The object type.
  */
  "object": /* @__PURE__ */ EvalObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "eval")),
  /**
  * Unique identifier for the evaluation.
  */
  "id": String$,
  /**
  * The name of the evaluation.
  */
  "name": String$,
  /**
  * Configuration of data sources used in runs of the evaluation.
  */
  "data_source_config": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  /**
  * A list of testing criteria.
  */
  "testing_criteria": /* @__PURE__ */ Array$(/* @__PURE__ */ Union(EvalGraderLabelModel, EvalGraderStringCheck, EvalGraderTextSimilarity, EvalGraderPython, EvalGraderScoreModel)),
  /**
  * The Unix timestamp (in seconds) for when the eval was created.
  */
  "created_at": Int,
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var EvalList = class extends (/* @__PURE__ */ Class("EvalList")({
  /**
  * The type of this object. It is always set to "list".
  */
  "object": /* @__PURE__ */ EvalListObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * An array of eval objects.
  */
  "data": /* @__PURE__ */ Array$(Eval),
  /**
  * The identifier of the first eval in the data array.
  */
  "first_id": String$,
  /**
  * The identifier of the last eval in the data array.
  */
  "last_id": String$,
  /**
  * Indicates whether there are more evals available.
  */
  "has_more": Boolean$
})) {
};
var DeleteEval200 = class extends (/* @__PURE__ */ Struct({ "object": String$, "deleted": Boolean$, "eval_id": String$ })) {
};
var Error2 = class extends (/* @__PURE__ */ Class("Error")({ "code": /* @__PURE__ */ NullOr(String$), "message": String$, "param": /* @__PURE__ */ NullOr(String$), "type": String$ })) {
};
var EvalRunListObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var EvalRunObject = class extends (/* @__PURE__ */ Literal("eval.run")) {
};
var FunctionToolType = class extends (/* @__PURE__ */ Literal("function")) {
};
var FunctionTool = class extends (/* @__PURE__ */ Class("FunctionTool")({
  /**
  * The type of the function tool. Always `function`.
  */
  "type": /* @__PURE__ */ FunctionToolType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "function")),
  /**
  * The name of the function to call.
  */
  "name": String$,
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "parameters": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "strict": /* @__PURE__ */ NullOr(Boolean$)
})) {
};
var FileSearchToolType = class extends (/* @__PURE__ */ Literal("file_search")) {
};
var RankerVersionType = class extends (/* @__PURE__ */ Literal("auto", "default-2024-11-15")) {
};
var HybridSearchOptions = class extends (/* @__PURE__ */ Class("HybridSearchOptions")({
  /**
  * The weight of the embedding in the reciprocal ranking fusion.
  */
  "embedding_weight": Number$,
  /**
  * The weight of the text in the reciprocal ranking fusion.
  */
  "text_weight": Number$
})) {
};
var RankingOptions = class extends (/* @__PURE__ */ Class("RankingOptions")({
  /**
  * The ranker to use for the file search.
  */
  "ranker": /* @__PURE__ */ optionalWith(RankerVersionType, { nullable: true }),
  /**
  * The score threshold for the file search, a number between 0 and 1. Numbers closer to 1 will attempt to return only the most relevant results, but may return fewer results.
  */
  "score_threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
  /**
  * Weights that control how reciprocal rank fusion balances semantic embedding matches versus sparse keyword matches when hybrid search is enabled.
  */
  "hybrid_search": /* @__PURE__ */ optionalWith(HybridSearchOptions, { nullable: true })
})) {
};
var ComparisonFilterType = class extends (/* @__PURE__ */ Literal("eq", "ne", "gt", "gte", "lt", "lte")) {
};
var ComparisonFilterValueItems = class extends (/* @__PURE__ */ Union(String$, Number$)) {
};
var ComparisonFilter = class extends (/* @__PURE__ */ Class("ComparisonFilter")({
  /**
  * Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`.
  * - `eq`: equals
  * - `ne`: not equal
  * - `gt`: greater than
  * - `gte`: greater than or equal
  * - `lt`: less than
  * - `lte`: less than or equal
  * - `in`: in
  * - `nin`: not in
  */
  "type": /* @__PURE__ */ ComparisonFilterType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "eq")),
  /**
  * The key to compare against the value.
  */
  "key": String$,
  /**
  * The value to compare against the attribute key; supports string, number, or boolean types.
  */
  "value": /* @__PURE__ */ Union(String$, Number$, Boolean$, /* @__PURE__ */ Array$(ComparisonFilterValueItems))
})) {
};
var CompoundFilterType = class extends (/* @__PURE__ */ Literal("and", "or")) {
};
var CompoundFilter = class extends (/* @__PURE__ */ Class("CompoundFilter")({
  /**
  * Type of operation: `and` or `or`.
  */
  "type": CompoundFilterType,
  /**
  * Array of filters to combine. Items can be `ComparisonFilter` or `CompoundFilter`.
  */
  "filters": /* @__PURE__ */ Array$(ComparisonFilter)
})) {
};
var Filters = class extends (/* @__PURE__ */ Union(ComparisonFilter, CompoundFilter)) {
};
var FileSearchTool = class extends (/* @__PURE__ */ Class("FileSearchTool")({
  /**
  * The type of the file search tool. Always `file_search`.
  */
  "type": /* @__PURE__ */ FileSearchToolType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "file_search")),
  /**
  * The IDs of the vector stores to search.
  */
  "vector_store_ids": /* @__PURE__ */ Array$(String$),
  /**
  * The maximum number of results to return. This number should be between 1 and 50 inclusive.
  */
  "max_num_results": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * Ranking options for search.
  */
  "ranking_options": /* @__PURE__ */ optionalWith(RankingOptions, { nullable: true }),
  "filters": /* @__PURE__ */ optionalWith(Filters, { nullable: true })
})) {
};
var ComputerUsePreviewToolType = class extends (/* @__PURE__ */ Literal("computer_use_preview")) {
};
var ComputerEnvironment = class extends (/* @__PURE__ */ Literal("windows", "mac", "linux", "ubuntu", "browser")) {
};
var ComputerUsePreviewTool = class extends (/* @__PURE__ */ Class("ComputerUsePreviewTool")({
  /**
  * The type of the computer use tool. Always `computer_use_preview`.
  */
  "type": /* @__PURE__ */ ComputerUsePreviewToolType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "computer_use_preview")),
  /**
  * The type of computer environment to control.
  */
  "environment": ComputerEnvironment,
  /**
  * The width of the computer display.
  */
  "display_width": Int,
  /**
  * The height of the computer display.
  */
  "display_height": Int
})) {
};
var WebSearchToolType = class extends (/* @__PURE__ */ Literal("web_search", "web_search_2025_08_26")) {
};
var WebSearchToolSearchContextSize = class extends (/* @__PURE__ */ Literal("low", "medium", "high")) {
};
var WebSearchTool = class extends (/* @__PURE__ */ Class("WebSearchTool")({
  /**
  * The type of the web search tool. One of `web_search` or `web_search_2025_08_26`.
  */
  "type": /* @__PURE__ */ WebSearchToolType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search")),
  "filters": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "allowed_domains": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }) }), { nullable: true }),
  "user_location": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The type of location approximation. Always `approximate`.
    */
    "type": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("approximate"), { nullable: true, default: () => "approximate" }),
    "country": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "region": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "city": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "timezone": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
  */
  "search_context_size": /* @__PURE__ */ optionalWith(WebSearchToolSearchContextSize, { nullable: true, default: () => "medium" })
})) {
};
var MCPToolType = class extends (/* @__PURE__ */ Literal("mcp")) {
};
var MCPToolConnectorId = class extends (/* @__PURE__ */ Literal("connector_dropbox", "connector_gmail", "connector_googlecalendar", "connector_googledrive", "connector_microsoftteams", "connector_outlookcalendar", "connector_outlookemail", "connector_sharepoint")) {
};
var MCPToolFilter = class extends (/* @__PURE__ */ Class("MCPToolFilter")({
  /**
  * List of allowed tool names.
  */
  "tool_names": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }),
  /**
  * Indicates whether or not a tool modifies data or is read-only. If an
  * MCP server is [annotated with `readOnlyHint`](https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations-readonlyhint),
  * it will match this filter.
  */
  "read_only": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
})) {
};
var MCPToolRequireApprovalEnum = class extends (/* @__PURE__ */ Literal("always", "never")) {
};
var MCPTool = class extends (/* @__PURE__ */ Class("MCPTool")({
  /**
  * The type of the MCP tool. Always `mcp`.
  */
  "type": MCPToolType,
  /**
  * A label for this MCP server, used to identify it in tool calls.
  */
  "server_label": String$,
  /**
  * The URL for the MCP server. One of `server_url` or `connector_id` must be
  * provided.
  */
  "server_url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Identifier for service connectors, like those available in ChatGPT. One of
  * `server_url` or `connector_id` must be provided. Learn more about service
  * connectors [here](https://platform.openai.com/docs/guides/tools-remote-mcp#connectors).
  *
  * Currently supported `connector_id` values are:
  *
  * - Dropbox: `connector_dropbox`
  * - Gmail: `connector_gmail`
  * - Google Calendar: `connector_googlecalendar`
  * - Google Drive: `connector_googledrive`
  * - Microsoft Teams: `connector_microsoftteams`
  * - Outlook Calendar: `connector_outlookcalendar`
  * - Outlook Email: `connector_outlookemail`
  * - SharePoint: `connector_sharepoint`
  */
  "connector_id": /* @__PURE__ */ optionalWith(MCPToolConnectorId, { nullable: true }),
  /**
  * An OAuth access token that can be used with a remote MCP server, either
  * with a custom MCP server URL or a service connector. Your application
  * must handle the OAuth authorization flow and provide the token here.
  */
  "authorization": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Optional description of the MCP server, used to provide more context.
  */
  "server_description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "headers": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true }),
  "allowed_tools": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
    /**
    * A string array of allowed tool names
    */
    /* @__PURE__ */ Array$(String$),
    MCPToolFilter
  ), { nullable: true }),
  "require_approval": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
    /**
    * Specify which of the MCP server's tools require approval. Can be
    * `always`, `never`, or a filter object associated with tools
    * that require approval.
    */
    /* @__PURE__ */ Struct({ "always": /* @__PURE__ */ optionalWith(MCPToolFilter, { nullable: true }), "never": /* @__PURE__ */ optionalWith(MCPToolFilter, { nullable: true }) }),
    /**
    * Specify a single approval policy for all tools. One of `always` or
    * `never`. When set to `always`, all tools will require approval. When
    * set to `never`, all tools will not require approval.
    */
    MCPToolRequireApprovalEnum
  ), { nullable: true })
})) {
};
var CodeInterpreterToolType = class extends (/* @__PURE__ */ Literal("code_interpreter")) {
};
var CodeInterpreterContainerAutoType = class extends (/* @__PURE__ */ Literal("auto")) {
};
var ContainerMemoryLimit = class extends (/* @__PURE__ */ Literal("1g", "4g", "16g", "64g")) {
};
var CodeInterpreterContainerAuto = class extends (/* @__PURE__ */ Class("CodeInterpreterContainerAuto")({
  /**
  * Always `auto`.
  */
  "type": /* @__PURE__ */ CodeInterpreterContainerAutoType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "auto")),
  /**
  * An optional list of uploaded files to make available to your code.
  */
  "file_ids": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(50)), { nullable: true }),
  "memory_limit": /* @__PURE__ */ optionalWith(ContainerMemoryLimit, { nullable: true })
})) {
};
var CodeInterpreterTool = class extends (/* @__PURE__ */ Class("CodeInterpreterTool")({
  /**
  * The type of the code interpreter tool. Always `code_interpreter`.
  */
  "type": CodeInterpreterToolType,
  /**
  * The code interpreter container. Can be a container ID or an object that
  * specifies uploaded file IDs to make available to your code.
  */
  "container": /* @__PURE__ */ Union(
    String$,
    CodeInterpreterContainerAuto
  )
})) {
};
var ImageGenToolType = class extends (/* @__PURE__ */ Literal("image_generation")) {
};
var ImageGenToolModel = class extends (/* @__PURE__ */ Literal("gpt-image-1", "gpt-image-1-mini")) {
};
var ImageGenToolQuality = class extends (/* @__PURE__ */ Literal("low", "medium", "high", "auto")) {
};
var ImageGenToolSize = class extends (/* @__PURE__ */ Literal("1024x1024", "1024x1536", "1536x1024", "auto")) {
};
var ImageGenToolOutputFormat = class extends (/* @__PURE__ */ Literal("png", "webp", "jpeg")) {
};
var ImageGenToolModeration = class extends (/* @__PURE__ */ Literal("auto", "low")) {
};
var ImageGenToolBackground = class extends (/* @__PURE__ */ Literal("transparent", "opaque", "auto")) {
};
var InputFidelity = class extends (/* @__PURE__ */ Literal("high", "low")) {
};
var ImageGenTool = class extends (/* @__PURE__ */ Class("ImageGenTool")({
  /**
  * The type of the image generation tool. Always `image_generation`.
  */
  "type": ImageGenToolType,
  /**
  * The image generation model to use. Default: `gpt-image-1`.
  */
  "model": /* @__PURE__ */ optionalWith(ImageGenToolModel, { nullable: true, default: () => "gpt-image-1" }),
  /**
  * The quality of the generated image. One of `low`, `medium`, `high`,
  * or `auto`. Default: `auto`.
  */
  "quality": /* @__PURE__ */ optionalWith(ImageGenToolQuality, { nullable: true, default: () => "auto" }),
  /**
  * The size of the generated image. One of `1024x1024`, `1024x1536`,
  * `1536x1024`, or `auto`. Default: `auto`.
  */
  "size": /* @__PURE__ */ optionalWith(ImageGenToolSize, { nullable: true, default: () => "auto" }),
  /**
  * The output format of the generated image. One of `png`, `webp`, or
  * `jpeg`. Default: `png`.
  */
  "output_format": /* @__PURE__ */ optionalWith(ImageGenToolOutputFormat, { nullable: true, default: () => "png" }),
  /**
  * Compression level for the output image. Default: 100.
  */
  "output_compression": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(100)), { nullable: true, default: () => 100 }),
  /**
  * Moderation level for the generated image. Default: `auto`.
  */
  "moderation": /* @__PURE__ */ optionalWith(ImageGenToolModeration, { nullable: true, default: () => "auto" }),
  /**
  * Background type for the generated image. One of `transparent`,
  * `opaque`, or `auto`. Default: `auto`.
  */
  "background": /* @__PURE__ */ optionalWith(ImageGenToolBackground, { nullable: true, default: () => "auto" }),
  "input_fidelity": /* @__PURE__ */ optionalWith(InputFidelity, { nullable: true }),
  /**
  * Optional mask for inpainting. Contains `image_url`
  * (string, optional) and `file_id` (string, optional).
  */
  "input_image_mask": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * Base64-encoded mask image.
    */
    "image_url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * File ID for the mask image.
    */
    "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * Number of partial images to generate in streaming mode, from 0 (default value) to 3.
  */
  "partial_images": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(3)), { nullable: true, default: () => 0 })
})) {
};
var LocalShellToolParamType = class extends (/* @__PURE__ */ Literal("local_shell")) {
};
var LocalShellToolParam = class extends (/* @__PURE__ */ Class("LocalShellToolParam")({
  /**
  * The type of the local shell tool. Always `local_shell`.
  */
  "type": /* @__PURE__ */ LocalShellToolParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "local_shell"))
})) {
};
var FunctionShellToolParamType = class extends (/* @__PURE__ */ Literal("shell")) {
};
var FunctionShellToolParam = class extends (/* @__PURE__ */ Class("FunctionShellToolParam")({
  /**
  * The type of the shell tool. Always `shell`.
  */
  "type": /* @__PURE__ */ FunctionShellToolParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "shell"))
})) {
};
var CustomToolParamType = class extends (/* @__PURE__ */ Literal("custom")) {
};
var CustomTextFormatParamType = class extends (/* @__PURE__ */ Literal("text")) {
};
var CustomTextFormatParam = class extends (/* @__PURE__ */ Class("CustomTextFormatParam")({
  /**
  * Unconstrained text format. Always `text`.
  */
  "type": /* @__PURE__ */ CustomTextFormatParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "text"))
})) {
};
var CustomGrammarFormatParamType = class extends (/* @__PURE__ */ Literal("grammar")) {
};
var GrammarSyntax1 = class extends (/* @__PURE__ */ Literal("lark", "regex")) {
};
var CustomGrammarFormatParam = class extends (/* @__PURE__ */ Class("CustomGrammarFormatParam")({
  /**
  * Grammar format. Always `grammar`.
  */
  "type": /* @__PURE__ */ CustomGrammarFormatParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "grammar")),
  /**
  * The syntax of the grammar definition. One of `lark` or `regex`.
  */
  "syntax": GrammarSyntax1,
  /**
  * The grammar definition.
  */
  "definition": String$
})) {
};
var CustomToolParam = class extends (/* @__PURE__ */ Class("CustomToolParam")({
  /**
  * The type of the custom tool. Always `custom`.
  */
  "type": /* @__PURE__ */ CustomToolParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "custom")),
  /**
  * The name of the custom tool, used to identify it in tool calls.
  */
  "name": String$,
  /**
  * Optional description of the custom tool, used to provide more context.
  */
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The input format for the custom tool. Default is unconstrained text.
  */
  "format": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(CustomTextFormatParam, CustomGrammarFormatParam), { nullable: true })
})) {
};
var WebSearchPreviewToolType = class extends (/* @__PURE__ */ Literal("web_search_preview", "web_search_preview_2025_03_11")) {
};
var ApproximateLocationType = class extends (/* @__PURE__ */ Literal("approximate")) {
};
var ApproximateLocation = class extends (/* @__PURE__ */ Class("ApproximateLocation")({
  /**
  * The type of location approximation. Always `approximate`.
  */
  "type": /* @__PURE__ */ ApproximateLocationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "approximate")),
  "country": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "region": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "city": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "timezone": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var SearchContextSize = class extends (/* @__PURE__ */ Literal("low", "medium", "high")) {
};
var WebSearchPreviewTool = class extends (/* @__PURE__ */ Class("WebSearchPreviewTool")({
  /**
  * The type of the web search tool. One of `web_search_preview` or `web_search_preview_2025_03_11`.
  */
  "type": /* @__PURE__ */ WebSearchPreviewToolType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "web_search_preview")),
  "user_location": /* @__PURE__ */ optionalWith(ApproximateLocation, { nullable: true }),
  /**
  * High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
  */
  "search_context_size": /* @__PURE__ */ optionalWith(SearchContextSize, { nullable: true })
})) {
};
var ApplyPatchToolParamType = class extends (/* @__PURE__ */ Literal("apply_patch")) {
};
var ApplyPatchToolParam = class extends (/* @__PURE__ */ Class("ApplyPatchToolParam")({
  /**
  * The type of the tool. Always `apply_patch`.
  */
  "type": /* @__PURE__ */ ApplyPatchToolParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "apply_patch"))
})) {
};
var Tool = class extends (/* @__PURE__ */ Union(FunctionTool, FileSearchTool, ComputerUsePreviewTool, WebSearchTool, MCPTool, CodeInterpreterTool, ImageGenTool, LocalShellToolParam, FunctionShellToolParam, CustomToolParam, WebSearchPreviewTool, ApplyPatchToolParam)) {
};
var TextResponseFormatJsonSchemaType = class extends (/* @__PURE__ */ Literal("json_schema")) {
};
var TextResponseFormatJsonSchema = class extends (/* @__PURE__ */ Class("TextResponseFormatJsonSchema")({
  /**
  * The type of response format being defined. Always `json_schema`.
  */
  "type": TextResponseFormatJsonSchemaType,
  /**
  * A description of what the response format is for, used by the model to
  * determine how to respond in the format.
  */
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The name of the response format. Must be a-z, A-Z, 0-9, or contain
  * underscores and dashes, with a maximum length of 64.
  */
  "name": String$,
  "schema": ResponseFormatJsonSchemaSchema,
  "strict": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
})) {
};
var TextResponseFormatConfiguration = class extends (/* @__PURE__ */ Union(ResponseFormatText, TextResponseFormatJsonSchema, ResponseFormatJsonObject)) {
};
var EvalApiError = class extends (/* @__PURE__ */ Class("EvalApiError")({
  /**
  * The error code.
  */
  "code": String$,
  /**
  * The error message.
  */
  "message": String$
})) {
};
var EvalRun = class extends (/* @__PURE__ */ Class("EvalRun")({
  /**
  * The type of the object. Always "eval.run".
  */
  "object": /* @__PURE__ */ EvalRunObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "eval.run")),
  /**
  * Unique identifier for the evaluation run.
  */
  "id": String$,
  /**
  * The identifier of the associated evaluation.
  */
  "eval_id": String$,
  /**
  * The status of the evaluation run.
  */
  "status": String$,
  /**
  * The model that is evaluated, if applicable.
  */
  "model": String$,
  /**
  * The name of the evaluation run.
  */
  "name": String$,
  /**
  * Unix timestamp (in seconds) when the evaluation run was created.
  */
  "created_at": Int,
  /**
  * The URL to the rendered evaluation run report on the UI dashboard.
  */
  "report_url": String$,
  /**
  * Counters summarizing the outcomes of the evaluation run.
  */
  "result_counts": /* @__PURE__ */ Struct({
    /**
    * Total number of executed output items.
    */
    "total": Int,
    /**
    * Number of output items that resulted in an error.
    */
    "errored": Int,
    /**
    * Number of output items that failed to pass the evaluation.
    */
    "failed": Int,
    /**
    * Number of output items that passed the evaluation.
    */
    "passed": Int
  }),
  /**
  * Usage statistics for each model during the evaluation run.
  */
  "per_model_usage": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The name of the model.
    */
    "model_name": String$,
    /**
    * The number of invocations.
    */
    "invocation_count": Int,
    /**
    * The number of prompt tokens used.
    */
    "prompt_tokens": Int,
    /**
    * The number of completion tokens generated.
    */
    "completion_tokens": Int,
    /**
    * The total number of tokens used.
    */
    "total_tokens": Int,
    /**
    * The number of tokens retrieved from cache.
    */
    "cached_tokens": Int
  })),
  /**
  * Results per testing criteria applied during the evaluation run.
  */
  "per_testing_criteria_results": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * A description of the testing criteria.
    */
    "testing_criteria": String$,
    /**
    * Number of tests passed for this criteria.
    */
    "passed": Int,
    /**
    * Number of tests failed for this criteria.
    */
    "failed": Int
  })),
  /**
  * Information about the run's data source.
  */
  "data_source": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "error": EvalApiError
})) {
};
var EvalRunList = class extends (/* @__PURE__ */ Class("EvalRunList")({
  /**
  * The type of this object. It is always set to "list".
  */
  "object": /* @__PURE__ */ EvalRunListObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * An array of eval run objects.
  */
  "data": /* @__PURE__ */ Array$(EvalRun),
  /**
  * The identifier of the first eval run in the data array.
  */
  "first_id": String$,
  /**
  * The identifier of the last eval run in the data array.
  */
  "last_id": String$,
  /**
  * Indicates whether there are more evals available.
  */
  "has_more": Boolean$
})) {
};
var DeleteEvalRun200 = class extends (/* @__PURE__ */ Struct({ "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "deleted": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }), "run_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }) })) {
};
var EvalRunOutputItemListObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var EvalRunOutputItemObject = class extends (/* @__PURE__ */ Literal("eval.run.output_item")) {
};
var EvalRunOutputItemResult = class extends (/* @__PURE__ */ Class("EvalRunOutputItemResult")({
  /**
  * The name of the grader.
  */
  "name": String$,
  /**
  * The grader type (for example, "string-check-grader").
  */
  "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The numeric score produced by the grader.
  */
  "score": Number$,
  /**
  * Whether the grader considered the output a pass.
  */
  "passed": Boolean$,
  /**
  * Optional sample or intermediate data produced by the grader.
  */
  "sample": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var EvalRunOutputItem = class extends (/* @__PURE__ */ Class("EvalRunOutputItem")({
  /**
  * The type of the object. Always "eval.run.output_item".
  */
  "object": /* @__PURE__ */ EvalRunOutputItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "eval.run.output_item")),
  /**
  * Unique identifier for the evaluation run output item.
  */
  "id": String$,
  /**
  * The identifier of the evaluation run associated with this output item.
  */
  "run_id": String$,
  /**
  * The identifier of the evaluation group.
  */
  "eval_id": String$,
  /**
  * Unix timestamp (in seconds) when the evaluation run was created.
  */
  "created_at": Int,
  /**
  * The status of the evaluation run.
  */
  "status": String$,
  /**
  * The identifier for the data source item.
  */
  "datasource_item_id": Int,
  /**
  * Details of the input data source item.
  */
  "datasource_item": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  /**
  * A list of grader results for this output item.
  */
  "results": /* @__PURE__ */ Array$(EvalRunOutputItemResult),
  /**
  * A sample containing the input and output of the evaluation run.
  */
  "sample": /* @__PURE__ */ Struct({
    /**
    * An array of input messages.
    */
    "input": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
      /**
      * The role of the message sender (e.g., system, user, developer).
      */
      "role": String$,
      /**
      * The content of the message.
      */
      "content": String$
    })),
    /**
    * An array of output messages.
    */
    "output": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
      /**
      * The role of the message (e.g. "system", "assistant", "user").
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The content of the message.
      */
      "content": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    })),
    /**
    * The reason why the sample generation was finished.
    */
    "finish_reason": String$,
    /**
    * The model used for generating the sample.
    */
    "model": String$,
    /**
    * Token usage details for the sample.
    */
    "usage": /* @__PURE__ */ Struct({
      /**
      * The total number of tokens used.
      */
      "total_tokens": Int,
      /**
      * The number of completion tokens generated.
      */
      "completion_tokens": Int,
      /**
      * The number of prompt tokens used.
      */
      "prompt_tokens": Int,
      /**
      * The number of tokens retrieved from cache.
      */
      "cached_tokens": Int
    }),
    "error": EvalApiError,
    /**
    * The sampling temperature used.
    */
    "temperature": Number$,
    /**
    * The maximum number of tokens allowed for completion.
    */
    "max_completion_tokens": Int,
    /**
    * The top_p value used for sampling.
    */
    "top_p": Number$,
    /**
    * The seed used for generating the sample.
    */
    "seed": Int
  })
})) {
};
var EvalRunOutputItemList = class extends (/* @__PURE__ */ Class("EvalRunOutputItemList")({
  /**
  * The type of this object. It is always set to "list".
  */
  "object": /* @__PURE__ */ EvalRunOutputItemListObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * An array of eval run output item objects.
  */
  "data": /* @__PURE__ */ Array$(EvalRunOutputItem),
  /**
  * The identifier of the first eval run output item in the data array.
  */
  "first_id": String$,
  /**
  * The identifier of the last eval run output item in the data array.
  */
  "last_id": String$,
  /**
  * Indicates whether there are more eval run output items available.
  */
  "has_more": Boolean$
})) {
};
var OpenAIFileObject = class extends (/* @__PURE__ */ Literal("file")) {
};
var OpenAIFilePurpose = class extends (/* @__PURE__ */ Literal("assistants", "assistants_output", "batch", "batch_output", "fine-tune", "fine-tune-results", "vision", "user_data")) {
};
var OpenAIFileStatus = class extends (/* @__PURE__ */ Literal("uploaded", "processed", "error")) {
};
var OpenAIFile = class extends (/* @__PURE__ */ Class("OpenAIFile")({
  /**
  * The file identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The size of the file, in bytes.
  */
  "bytes": Int,
  /**
  * The Unix timestamp (in seconds) for when the file was created.
  */
  "created_at": Int,
  /**
  * The Unix timestamp (in seconds) for when the file will expire.
  */
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The name of the file.
  */
  "filename": String$,
  /**
  * The object type, which is always `file`.
  */
  "object": OpenAIFileObject,
  /**
  * The intended purpose of the file. Supported values are `assistants`, `assistants_output`, `batch`, `batch_output`, `fine-tune`, `fine-tune-results`, `vision`, and `user_data`.
  */
  "purpose": OpenAIFilePurpose,
  /**
  * Deprecated. The current status of the file, which can be either `uploaded`, `processed`, or `error`.
  */
  "status": OpenAIFileStatus,
  /**
  * Deprecated. For details on why a fine-tuning training file failed validation, see the `error` field on `fine_tuning.job`.
  */
  "status_details": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ListFilesResponse = class extends (/* @__PURE__ */ Class("ListFilesResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(OpenAIFile), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var FilePurpose = class extends (/* @__PURE__ */ Literal("assistants", "batch", "fine-tune", "vision", "user_data", "evals")) {
};
var FileExpirationAfterAnchor = class extends (/* @__PURE__ */ Literal("created_at")) {
};
var FileExpirationAfter = class extends (/* @__PURE__ */ Class("FileExpirationAfter")({
  /**
  * Anchor timestamp after which the expiration policy applies. Supported anchors: `created_at`.
  */
  "anchor": FileExpirationAfterAnchor,
  /**
  * The number of seconds after the anchor time that the file will expire. Must be between 3600 (1 hour) and 2592000 (30 days).
  */
  "seconds": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(3600), /* @__PURE__ */ lessThanOrEqualTo(2592e3))
})) {
};
var CreateFileRequest = class extends (/* @__PURE__ */ Class("CreateFileRequest")({
  /**
  * The File object (not file name) to be uploaded.
  */
  "file": /* @__PURE__ */ instanceOf(globalThis.Blob),
  "purpose": FilePurpose,
  "expires_after": /* @__PURE__ */ optionalWith(FileExpirationAfter, { nullable: true })
})) {
};
var DeleteFileResponseObject = class extends (/* @__PURE__ */ Literal("file")) {
};
var DeleteFileResponse = class extends (/* @__PURE__ */ Class("DeleteFileResponse")({ "id": String$, "object": DeleteFileResponseObject, "deleted": Boolean$ })) {
};
var DownloadFile200 = class extends String$ {
};
var RunGraderResponse = class extends (/* @__PURE__ */ Class("RunGraderResponse")({ "reward": Number$, "metadata": /* @__PURE__ */ Struct({ "name": String$, "type": String$, "errors": /* @__PURE__ */ Struct({ "formula_parse_error": Boolean$, "sample_parse_error": Boolean$, "truncated_observation_error": Boolean$, "unresponsive_reward_error": Boolean$, "invalid_variable_error": Boolean$, "other_error": Boolean$, "python_grader_server_error": Boolean$, "python_grader_server_error_type": /* @__PURE__ */ NullOr(String$), "python_grader_runtime_error": Boolean$, "python_grader_runtime_error_details": /* @__PURE__ */ NullOr(String$), "model_grader_server_error": Boolean$, "model_grader_refusal_error": Boolean$, "model_grader_parse_error": Boolean$, "model_grader_server_error_details": /* @__PURE__ */ NullOr(String$) }), "execution_time": Number$, "scores": /* @__PURE__ */ Record({ key: String$, value: Unknown }), "token_usage": /* @__PURE__ */ NullOr(Int), "sampled_model_name": /* @__PURE__ */ NullOr(String$) }), "sub_rewards": /* @__PURE__ */ Record({ key: String$, value: Unknown }), "model_grader_token_usage_per_model": /* @__PURE__ */ Record({ key: String$, value: Unknown }) })) {
};
var ValidateGraderResponse = class extends (/* @__PURE__ */ Class("ValidateGraderResponse")({
  /**
  * The grader used for the fine-tuning job.
  */
  "grader": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var FineTuningCheckpointPermissionObject = class extends (/* @__PURE__ */ Literal("checkpoint.permission")) {
};
var FineTuningCheckpointPermission = class extends (/* @__PURE__ */ Class("FineTuningCheckpointPermission")({
  /**
  * The permission identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the permission was created.
  */
  "created_at": Int,
  /**
  * The project identifier that the permission is for.
  */
  "project_id": String$,
  /**
  * The object type, which is always "checkpoint.permission".
  */
  "object": FineTuningCheckpointPermissionObject
})) {
};
var ListFineTuningCheckpointPermissionResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListFineTuningCheckpointPermissionResponse = class extends (/* @__PURE__ */ Class("ListFineTuningCheckpointPermissionResponse")({ "data": /* @__PURE__ */ Array$(FineTuningCheckpointPermission), "object": ListFineTuningCheckpointPermissionResponseObject, "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "has_more": Boolean$ })) {
};
var DeleteFineTuningCheckpointPermissionResponseObject = class extends (/* @__PURE__ */ Literal("checkpoint.permission")) {
};
var DeleteFineTuningCheckpointPermissionResponse = class extends (/* @__PURE__ */ Class("DeleteFineTuningCheckpointPermissionResponse")({
  /**
  * The ID of the fine-tuned model checkpoint permission that was deleted.
  */
  "id": String$,
  /**
  * The object type, which is always "checkpoint.permission".
  */
  "object": DeleteFineTuningCheckpointPermissionResponseObject,
  /**
  * Whether the fine-tuned model checkpoint permission was successfully deleted.
  */
  "deleted": Boolean$
})) {
};
var FineTuningJobHyperparametersBatchSizeEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuningJobHyperparametersLearningRateMultiplierEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuningJobHyperparametersNEpochsEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuningJobObject = class extends (/* @__PURE__ */ Literal("fine_tuning.job")) {
};
var FineTuningJobStatus = class extends (/* @__PURE__ */ Literal("validating_files", "queued", "running", "succeeded", "failed", "cancelled")) {
};
var FineTuningIntegrationType = class extends (/* @__PURE__ */ Literal("wandb")) {
};
var FineTuningIntegration = class extends (/* @__PURE__ */ Class("FineTuningIntegration")({
  /**
  * The type of the integration being enabled for the fine-tuning job
  */
  "type": FineTuningIntegrationType,
  /**
  * The settings for your integration with Weights and Biases. This payload specifies the project that
  * metrics will be sent to. Optionally, you can set an explicit display name for your run, add tags
  * to your run, and set a default entity (team, username, etc) to be associated with your run.
  */
  "wandb": /* @__PURE__ */ Struct({
    /**
    * The name of the project that the new run will be created under.
    */
    "project": String$,
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "entity": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * A list of tags to be attached to the newly created run. These tags are passed through directly to WandB. Some
    * default tags are generated by OpenAI: "openai/finetune", "openai/{base-model}", "openai/{ftjob-abcdef}".
    */
    "tags": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
  })
})) {
};
var FineTuneMethodType = class extends (/* @__PURE__ */ Literal("supervised", "dpo", "reinforcement")) {
};
var FineTuneSupervisedHyperparametersBatchSizeEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneSupervisedHyperparametersLearningRateMultiplierEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneSupervisedHyperparametersNEpochsEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneSupervisedHyperparameters = class extends (/* @__PURE__ */ Class("FineTuneSupervisedHyperparameters")({
  /**
  * Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
  */
  "batch_size": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneSupervisedHyperparametersBatchSizeEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(256))), { nullable: true, default: () => "auto" }),
  /**
  * Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
  */
  "learning_rate_multiplier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneSupervisedHyperparametersLearningRateMultiplierEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(0))), { nullable: true }),
  /**
  * The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
  */
  "n_epochs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneSupervisedHyperparametersNEpochsEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(50))), { nullable: true, default: () => "auto" })
})) {
};
var FineTuneSupervisedMethod = class extends (/* @__PURE__ */ Class("FineTuneSupervisedMethod")({ "hyperparameters": /* @__PURE__ */ optionalWith(FineTuneSupervisedHyperparameters, { nullable: true }) })) {
};
var FineTuneDPOHyperparametersBetaEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneDPOHyperparametersBatchSizeEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneDPOHyperparametersLearningRateMultiplierEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneDPOHyperparametersNEpochsEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneDPOHyperparameters = class extends (/* @__PURE__ */ Class("FineTuneDPOHyperparameters")({
  /**
  * The beta value for the DPO method. A higher beta value will increase the weight of the penalty between the policy and reference model.
  */
  "beta": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneDPOHyperparametersBetaEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(0), /* @__PURE__ */ lessThanOrEqualTo(2))), { nullable: true }),
  /**
  * Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
  */
  "batch_size": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneDPOHyperparametersBatchSizeEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(256))), { nullable: true, default: () => "auto" }),
  /**
  * Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
  */
  "learning_rate_multiplier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneDPOHyperparametersLearningRateMultiplierEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(0))), { nullable: true }),
  /**
  * The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
  */
  "n_epochs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneDPOHyperparametersNEpochsEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(50))), { nullable: true, default: () => "auto" })
})) {
};
var FineTuneDPOMethod = class extends (/* @__PURE__ */ Class("FineTuneDPOMethod")({ "hyperparameters": /* @__PURE__ */ optionalWith(FineTuneDPOHyperparameters, { nullable: true }) })) {
};
var FineTuneReinforcementHyperparametersBatchSizeEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparametersLearningRateMultiplierEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparametersNEpochsEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparametersReasoningEffort = class extends (/* @__PURE__ */ Literal("default", "low", "medium", "high")) {
};
var FineTuneReinforcementHyperparametersComputeMultiplierEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparametersEvalIntervalEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparametersEvalSamplesEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var FineTuneReinforcementHyperparameters = class extends (/* @__PURE__ */ Class("FineTuneReinforcementHyperparameters")({
  /**
  * Number of examples in each batch. A larger batch size means that model parameters are updated less frequently, but with lower variance.
  */
  "batch_size": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersBatchSizeEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(256))), { nullable: true, default: () => "auto" }),
  /**
  * Scaling factor for the learning rate. A smaller learning rate may be useful to avoid overfitting.
  */
  "learning_rate_multiplier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersLearningRateMultiplierEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(0))), { nullable: true }),
  /**
  * The number of epochs to train the model for. An epoch refers to one full cycle through the training dataset.
  */
  "n_epochs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersNEpochsEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(50))), { nullable: true, default: () => "auto" }),
  /**
  * Level of reasoning effort.
  */
  "reasoning_effort": /* @__PURE__ */ optionalWith(FineTuneReinforcementHyperparametersReasoningEffort, { nullable: true, default: () => "default" }),
  /**
  * Multiplier on amount of compute used for exploring search space during training.
  */
  "compute_multiplier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersComputeMultiplierEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(1e-5), /* @__PURE__ */ lessThanOrEqualTo(10))), { nullable: true }),
  /**
  * The number of training steps between evaluation runs.
  */
  "eval_interval": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersEvalIntervalEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1))), { nullable: true, default: () => "auto" }),
  /**
  * Number of evaluation samples to generate per training step.
  */
  "eval_samples": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuneReinforcementHyperparametersEvalSamplesEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1))), { nullable: true, default: () => "auto" })
})) {
};
var FineTuneReinforcementMethod = class extends (/* @__PURE__ */ Class("FineTuneReinforcementMethod")({
  /**
  * The grader used for the fine-tuning job.
  */
  "grader": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  "hyperparameters": /* @__PURE__ */ optionalWith(FineTuneReinforcementHyperparameters, { nullable: true })
})) {
};
var FineTuneMethod = class extends (/* @__PURE__ */ Class("FineTuneMethod")({
  /**
  * The type of method. Is either `supervised`, `dpo`, or `reinforcement`.
  */
  "type": FineTuneMethodType,
  "supervised": /* @__PURE__ */ optionalWith(FineTuneSupervisedMethod, { nullable: true }),
  "dpo": /* @__PURE__ */ optionalWith(FineTuneDPOMethod, { nullable: true }),
  "reinforcement": /* @__PURE__ */ optionalWith(FineTuneReinforcementMethod, { nullable: true })
})) {
};
var FineTuningJob = class extends (/* @__PURE__ */ Class("FineTuningJob")({
  /**
  * The object identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the fine-tuning job was created.
  */
  "created_at": Int,
  "error": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * A machine-readable error code.
    */
    "code": String$,
    /**
    * A human-readable error message.
    */
    "message": String$,
    "param": /* @__PURE__ */ NullOr(String$)
  })),
  "fine_tuned_model": /* @__PURE__ */ NullOr(String$),
  "finished_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The hyperparameters used for the fine-tuning job. This value will only be returned when running `supervised` jobs.
  */
  "hyperparameters": /* @__PURE__ */ Struct({
    "batch_size": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuningJobHyperparametersBatchSizeEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(256))), { nullable: true }),
    /**
    * Scaling factor for the learning rate. A smaller learning rate may be useful to avoid
    * overfitting.
    */
    "learning_rate_multiplier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuningJobHyperparametersLearningRateMultiplierEnum, /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThan(0))), { nullable: true }),
    /**
    * The number of epochs to train the model for. An epoch refers to one full cycle
    * through the training dataset.
    */
    "n_epochs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(FineTuningJobHyperparametersNEpochsEnum, /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(50))), { nullable: true, default: () => "auto" })
  }),
  /**
  * The base model that is being fine-tuned.
  */
  "model": String$,
  /**
  * The object type, which is always "fine_tuning.job".
  */
  "object": FineTuningJobObject,
  /**
  * The organization that owns the fine-tuning job.
  */
  "organization_id": String$,
  /**
  * The compiled results file ID(s) for the fine-tuning job. You can retrieve the results with the [Files API](https://platform.openai.com/docs/api-reference/files/retrieve-contents).
  */
  "result_files": /* @__PURE__ */ Array$(String$),
  /**
  * The current status of the fine-tuning job, which can be either `validating_files`, `queued`, `running`, `succeeded`, `failed`, or `cancelled`.
  */
  "status": FineTuningJobStatus,
  "trained_tokens": /* @__PURE__ */ NullOr(Int),
  /**
  * The file ID used for training. You can retrieve the training data with the [Files API](https://platform.openai.com/docs/api-reference/files/retrieve-contents).
  */
  "training_file": String$,
  "validation_file": /* @__PURE__ */ NullOr(String$),
  "integrations": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(FineTuningIntegration).pipe(/* @__PURE__ */ maxItems(5)), { nullable: true }),
  /**
  * The seed used for the fine-tuning job.
  */
  "seed": Int,
  "estimated_finish": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "method": /* @__PURE__ */ optionalWith(FineTuneMethod, { nullable: true }),
  "metadata": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var ListPaginatedFineTuningJobsResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListPaginatedFineTuningJobsResponse = class extends (/* @__PURE__ */ Class("ListPaginatedFineTuningJobsResponse")({ "data": /* @__PURE__ */ Array$(FineTuningJob), "has_more": Boolean$, "object": ListPaginatedFineTuningJobsResponseObject })) {
};
var FineTuningJobCheckpointObject = class extends (/* @__PURE__ */ Literal("fine_tuning.job.checkpoint")) {
};
var FineTuningJobCheckpoint = class extends (/* @__PURE__ */ Class("FineTuningJobCheckpoint")({
  /**
  * The checkpoint identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the checkpoint was created.
  */
  "created_at": Int,
  /**
  * The name of the fine-tuned checkpoint model that is created.
  */
  "fine_tuned_model_checkpoint": String$,
  /**
  * The step number that the checkpoint was created at.
  */
  "step_number": Int,
  /**
  * Metrics at the step number during the fine-tuning job.
  */
  "metrics": /* @__PURE__ */ Struct({ "step": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "train_loss": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "train_mean_token_accuracy": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "valid_loss": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "valid_mean_token_accuracy": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "full_valid_loss": /* @__PURE__ */ optionalWith(Number$, { nullable: true }), "full_valid_mean_token_accuracy": /* @__PURE__ */ optionalWith(Number$, { nullable: true }) }),
  /**
  * The name of the fine-tuning job that this checkpoint was created from.
  */
  "fine_tuning_job_id": String$,
  /**
  * The object type, which is always "fine_tuning.job.checkpoint".
  */
  "object": FineTuningJobCheckpointObject
})) {
};
var ListFineTuningJobCheckpointsResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListFineTuningJobCheckpointsResponse = class extends (/* @__PURE__ */ Class("ListFineTuningJobCheckpointsResponse")({ "data": /* @__PURE__ */ Array$(FineTuningJobCheckpoint), "object": ListFineTuningJobCheckpointsResponseObject, "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "has_more": Boolean$ })) {
};
var FineTuningJobEventObject = class extends (/* @__PURE__ */ Literal("fine_tuning.job.event")) {
};
var FineTuningJobEventLevel = class extends (/* @__PURE__ */ Literal("info", "warn", "error")) {
};
var FineTuningJobEventType = class extends (/* @__PURE__ */ Literal("message", "metrics")) {
};
var FineTuningJobEvent = class extends (/* @__PURE__ */ Class("FineTuningJobEvent")({
  /**
  * The object type, which is always "fine_tuning.job.event".
  */
  "object": FineTuningJobEventObject,
  /**
  * The object identifier.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the fine-tuning job was created.
  */
  "created_at": Int,
  /**
  * The log level of the event.
  */
  "level": FineTuningJobEventLevel,
  /**
  * The message of the event.
  */
  "message": String$,
  /**
  * The type of event.
  */
  "type": /* @__PURE__ */ optionalWith(FineTuningJobEventType, { nullable: true }),
  /**
  * The data associated with the event.
  */
  "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var ListFineTuningJobEventsResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListFineTuningJobEventsResponse = class extends (/* @__PURE__ */ Class("ListFineTuningJobEventsResponse")({ "data": /* @__PURE__ */ Array$(FineTuningJobEvent), "object": ListFineTuningJobEventsResponseObject, "has_more": Boolean$ })) {
};
var CreateImageEditRequestBackground = class extends (/* @__PURE__ */ Literal("transparent", "opaque", "auto")) {
};
var CreateImageEditRequestModelEnum = class extends (/* @__PURE__ */ Literal("dall-e-2", "gpt-image-1", "gpt-image-1-mini")) {
};
var CreateImageEditRequestSize = class extends (/* @__PURE__ */ Literal("256x256", "512x512", "1024x1024", "1536x1024", "1024x1536", "auto")) {
};
var CreateImageEditRequestResponseFormat = class extends (/* @__PURE__ */ Literal("url", "b64_json")) {
};
var CreateImageEditRequestOutputFormat = class extends (/* @__PURE__ */ Literal("png", "jpeg", "webp")) {
};
var CreateImageEditRequestQuality = class extends (/* @__PURE__ */ Literal("standard", "low", "medium", "high", "auto")) {
};
var CreateImageEditRequest = class extends (/* @__PURE__ */ Class("CreateImageEditRequest")({
  /**
  * The image(s) to edit. Must be a supported image file or an array of images.
  *
  * For `gpt-image-1`, each image should be a `png`, `webp`, or `jpg` file less
  * than 50MB. You can provide up to 16 images.
  *
  * For `dall-e-2`, you can only provide one image, and it should be a square
  * `png` file less than 4MB.
  */
  "image": /* @__PURE__ */ Union(/* @__PURE__ */ instanceOf(globalThis.Blob), /* @__PURE__ */ Array$(instanceOf(globalThis.Blob)).pipe(/* @__PURE__ */ maxItems(16))),
  /**
  * A text description of the desired image(s). The maximum length is 1000 characters for `dall-e-2`, and 32000 characters for `gpt-image-1`.
  */
  "prompt": String$,
  /**
  * An additional image whose fully transparent areas (e.g. where alpha is zero) indicate where `image` should be edited. If there are multiple images provided, the mask will be applied on the first image. Must be a valid PNG file, less than 4MB, and have the same dimensions as `image`.
  */
  "mask": /* @__PURE__ */ optionalWith(/* @__PURE__ */ instanceOf(globalThis.Blob), { nullable: true }),
  /**
  * Allows to set transparency for the background of the generated image(s).
  * This parameter is only supported for `gpt-image-1`. Must be one of
  * `transparent`, `opaque` or `auto` (default value). When `auto` is used, the
  * model will automatically determine the best background for the image.
  *
  * If `transparent`, the output format needs to support transparency, so it
  * should be set to either `png` (default value) or `webp`.
  */
  "background": /* @__PURE__ */ optionalWith(CreateImageEditRequestBackground, { nullable: true, default: () => "auto" }),
  /**
  * The model to use for image generation. Only `dall-e-2` and `gpt-image-1` are supported. Defaults to `dall-e-2` unless a parameter specific to `gpt-image-1` is used.
  */
  "model": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(String$, CreateImageEditRequestModelEnum), { nullable: true }),
  /**
  * The number of images to generate. Must be between 1 and 10.
  */
  "n": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(10)), { nullable: true, default: () => 1 }),
  /**
  * The size of the generated images. Must be one of `1024x1024`, `1536x1024` (landscape), `1024x1536` (portrait), or `auto` (default value) for `gpt-image-1`, and one of `256x256`, `512x512`, or `1024x1024` for `dall-e-2`.
  */
  "size": /* @__PURE__ */ optionalWith(CreateImageEditRequestSize, { nullable: true, default: () => "1024x1024" }),
  /**
  * The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated. This parameter is only supported for `dall-e-2`, as `gpt-image-1` will always return base64-encoded images.
  */
  "response_format": /* @__PURE__ */ optionalWith(CreateImageEditRequestResponseFormat, { nullable: true, default: () => "url" }),
  /**
  * The format in which the generated images are returned. This parameter is
  * only supported for `gpt-image-1`. Must be one of `png`, `jpeg`, or `webp`.
  * The default value is `png`.
  */
  "output_format": /* @__PURE__ */ optionalWith(CreateImageEditRequestOutputFormat, { nullable: true, default: () => "png" }),
  /**
  * The compression level (0-100%) for the generated images. This parameter
  * is only supported for `gpt-image-1` with the `webp` or `jpeg` output
  * formats, and defaults to 100.
  */
  "output_compression": /* @__PURE__ */ optionalWith(Int, { nullable: true, default: () => 100 }),
  /**
  * A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
  */
  "user": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "input_fidelity": /* @__PURE__ */ optionalWith(InputFidelity, { nullable: true }),
  /**
  * Edit the image in streaming mode. Defaults to `false`. See the
  * [Image generation guide](https://platform.openai.com/docs/guides/image-generation) for more information.
  */
  "stream": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true, default: () => false }),
  "partial_images": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(3)), { nullable: true }),
  /**
  * The quality of the image that will be generated. `high`, `medium` and `low` are only supported for `gpt-image-1`. `dall-e-2` only supports `standard` quality. Defaults to `auto`.
  */
  "quality": /* @__PURE__ */ optionalWith(CreateImageEditRequestQuality, { nullable: true, default: () => "auto" })
})) {
};
var Image = class extends (/* @__PURE__ */ Class("Image")({
  /**
  * The base64-encoded JSON of the generated image. Default value for `gpt-image-1`, and only present if `response_format` is set to `b64_json` for `dall-e-2` and `dall-e-3`.
  */
  "b64_json": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * When using `dall-e-2` or `dall-e-3`, the URL of the generated image if `response_format` is set to `url` (default value). Unsupported for `gpt-image-1`.
  */
  "url": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * For `dall-e-3` only, the revised prompt that was used to generate the image.
  */
  "revised_prompt": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ImagesResponseBackground = class extends (/* @__PURE__ */ Literal("transparent", "opaque")) {
};
var ImagesResponseOutputFormat = class extends (/* @__PURE__ */ Literal("png", "webp", "jpeg")) {
};
var ImagesResponseSize = class extends (/* @__PURE__ */ Literal("1024x1024", "1024x1536", "1536x1024")) {
};
var ImagesResponseQuality = class extends (/* @__PURE__ */ Literal("low", "medium", "high")) {
};
var ImageGenInputUsageDetails = class extends (/* @__PURE__ */ Class("ImageGenInputUsageDetails")({
  /**
  * The number of text tokens in the input prompt.
  */
  "text_tokens": Int,
  /**
  * The number of image tokens in the input prompt.
  */
  "image_tokens": Int
})) {
};
var ImageGenUsage = class extends (/* @__PURE__ */ Class("ImageGenUsage")({
  /**
  * The number of tokens (images and text) in the input prompt.
  */
  "input_tokens": Int,
  /**
  * The total number of tokens (images and text) used for the image generation.
  */
  "total_tokens": Int,
  /**
  * The number of output tokens generated by the model.
  */
  "output_tokens": Int,
  "input_tokens_details": ImageGenInputUsageDetails
})) {
};
var ImagesResponse = class extends (/* @__PURE__ */ Class("ImagesResponse")({
  /**
  * The Unix timestamp (in seconds) of when the image was created.
  */
  "created": Int,
  /**
  * The list of generated images.
  */
  "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(Image), { nullable: true }),
  /**
  * The background parameter used for the image generation. Either `transparent` or `opaque`.
  */
  "background": /* @__PURE__ */ optionalWith(ImagesResponseBackground, { nullable: true }),
  /**
  * The output format of the image generation. Either `png`, `webp`, or `jpeg`.
  */
  "output_format": /* @__PURE__ */ optionalWith(ImagesResponseOutputFormat, { nullable: true }),
  /**
  * The size of the image generated. Either `1024x1024`, `1024x1536`, or `1536x1024`.
  */
  "size": /* @__PURE__ */ optionalWith(ImagesResponseSize, { nullable: true }),
  /**
  * The quality of the image generated. Either `low`, `medium`, or `high`.
  */
  "quality": /* @__PURE__ */ optionalWith(ImagesResponseQuality, { nullable: true }),
  "usage": /* @__PURE__ */ optionalWith(ImageGenUsage, { nullable: true })
})) {
};
var CreateImageVariationRequestModelEnum = class extends (/* @__PURE__ */ Literal("dall-e-2")) {
};
var CreateImageVariationRequestResponseFormat = class extends (/* @__PURE__ */ Literal("url", "b64_json")) {
};
var CreateImageVariationRequestSize = class extends (/* @__PURE__ */ Literal("256x256", "512x512", "1024x1024")) {
};
var CreateImageVariationRequest = class extends (/* @__PURE__ */ Class("CreateImageVariationRequest")({
  /**
  * The image to use as the basis for the variation(s). Must be a valid PNG file, less than 4MB, and square.
  */
  "image": /* @__PURE__ */ instanceOf(globalThis.Blob),
  /**
  * The model to use for image generation. Only `dall-e-2` is supported at this time.
  */
  "model": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(String$, CreateImageVariationRequestModelEnum), { nullable: true }),
  /**
  * The number of images to generate. Must be between 1 and 10.
  */
  "n": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(10)), { nullable: true, default: () => 1 }),
  /**
  * The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
  */
  "response_format": /* @__PURE__ */ optionalWith(CreateImageVariationRequestResponseFormat, { nullable: true, default: () => "url" }),
  /**
  * The size of the generated images. Must be one of `256x256`, `512x512`, or `1024x1024`.
  */
  "size": /* @__PURE__ */ optionalWith(CreateImageVariationRequestSize, { nullable: true, default: () => "1024x1024" }),
  /**
  * A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
  */
  "user": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var ListModelsResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ModelObject = class extends (/* @__PURE__ */ Literal("model")) {
};
var Model2 = class extends (/* @__PURE__ */ Class("Model")({
  /**
  * The model identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) when the model was created.
  */
  "created": Int,
  /**
  * The object type, which is always "model".
  */
  "object": ModelObject,
  /**
  * The organization that owns the model.
  */
  "owned_by": String$
})) {
};
var ListModelsResponse = class extends (/* @__PURE__ */ Class("ListModelsResponse")({ "object": ListModelsResponseObject, "data": /* @__PURE__ */ Array$(Model2) })) {
};
var DeleteModelResponse = class extends (/* @__PURE__ */ Class("DeleteModelResponse")({ "id": String$, "deleted": Boolean$, "object": String$ })) {
};
var CreateModerationResponse = class extends (/* @__PURE__ */ Class("CreateModerationResponse")({
  /**
  * The unique identifier for the moderation request.
  */
  "id": String$,
  /**
  * The model used to generate the moderation results.
  */
  "model": String$,
  /**
  * A list of moderation objects.
  */
  "results": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * Whether any of the below categories are flagged.
    */
    "flagged": Boolean$,
    /**
    * A list of the categories, and whether they are flagged or not.
    */
    "categories": /* @__PURE__ */ Struct({
      /**
      * Content that expresses, incites, or promotes hate based on race, gender, ethnicity, religion, nationality, sexual orientation, disability status, or caste. Hateful content aimed at non-protected groups (e.g., chess players) is harassment.
      */
      "hate": Boolean$,
      /**
      * Hateful content that also includes violence or serious harm towards the targeted group based on race, gender, ethnicity, religion, nationality, sexual orientation, disability status, or caste.
      */
      "hate/threatening": Boolean$,
      /**
      * Content that expresses, incites, or promotes harassing language towards any target.
      */
      "harassment": Boolean$,
      /**
      * Harassment content that also includes violence or serious harm towards any target.
      */
      "harassment/threatening": Boolean$,
      "illicit": /* @__PURE__ */ NullOr(Boolean$),
      "illicit/violent": /* @__PURE__ */ NullOr(Boolean$),
      /**
      * Content that promotes, encourages, or depicts acts of self-harm, such as suicide, cutting, and eating disorders.
      */
      "self-harm": Boolean$,
      /**
      * Content where the speaker expresses that they are engaging or intend to engage in acts of self-harm, such as suicide, cutting, and eating disorders.
      */
      "self-harm/intent": Boolean$,
      /**
      * Content that encourages performing acts of self-harm, such as suicide, cutting, and eating disorders, or that gives instructions or advice on how to commit such acts.
      */
      "self-harm/instructions": Boolean$,
      /**
      * Content meant to arouse sexual excitement, such as the description of sexual activity, or that promotes sexual services (excluding sex education and wellness).
      */
      "sexual": Boolean$,
      /**
      * Sexual content that includes an individual who is under 18 years old.
      */
      "sexual/minors": Boolean$,
      /**
      * Content that depicts death, violence, or physical injury.
      */
      "violence": Boolean$,
      /**
      * Content that depicts death, violence, or physical injury in graphic detail.
      */
      "violence/graphic": Boolean$
    }),
    /**
    * A list of the categories along with their scores as predicted by model.
    */
    "category_scores": /* @__PURE__ */ Struct({
      /**
      * The score for the category 'hate'.
      */
      "hate": Number$,
      /**
      * The score for the category 'hate/threatening'.
      */
      "hate/threatening": Number$,
      /**
      * The score for the category 'harassment'.
      */
      "harassment": Number$,
      /**
      * The score for the category 'harassment/threatening'.
      */
      "harassment/threatening": Number$,
      /**
      * The score for the category 'illicit'.
      */
      "illicit": Number$,
      /**
      * The score for the category 'illicit/violent'.
      */
      "illicit/violent": Number$,
      /**
      * The score for the category 'self-harm'.
      */
      "self-harm": Number$,
      /**
      * The score for the category 'self-harm/intent'.
      */
      "self-harm/intent": Number$,
      /**
      * The score for the category 'self-harm/instructions'.
      */
      "self-harm/instructions": Number$,
      /**
      * The score for the category 'sexual'.
      */
      "sexual": Number$,
      /**
      * The score for the category 'sexual/minors'.
      */
      "sexual/minors": Number$,
      /**
      * The score for the category 'violence'.
      */
      "violence": Number$,
      /**
      * The score for the category 'violence/graphic'.
      */
      "violence/graphic": Number$
    }),
    /**
    * A list of the categories along with the input type(s) that the score applies to.
    */
    "category_applied_input_types": /* @__PURE__ */ Struct({
      /**
      * The applied input type(s) for the category 'hate'.
      */
      "hate": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'hate/threatening'.
      */
      "hate/threatening": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'harassment'.
      */
      "harassment": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'harassment/threatening'.
      */
      "harassment/threatening": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'illicit'.
      */
      "illicit": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'illicit/violent'.
      */
      "illicit/violent": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'self-harm'.
      */
      "self-harm": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image")),
      /**
      * The applied input type(s) for the category 'self-harm/intent'.
      */
      "self-harm/intent": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image")),
      /**
      * The applied input type(s) for the category 'self-harm/instructions'.
      */
      "self-harm/instructions": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image")),
      /**
      * The applied input type(s) for the category 'sexual'.
      */
      "sexual": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image")),
      /**
      * The applied input type(s) for the category 'sexual/minors'.
      */
      "sexual/minors": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text")),
      /**
      * The applied input type(s) for the category 'violence'.
      */
      "violence": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image")),
      /**
      * The applied input type(s) for the category 'violence/graphic'.
      */
      "violence/graphic": /* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "image"))
    })
  }))
})) {
};
var AdminApiKey = class extends (/* @__PURE__ */ Class("AdminApiKey")({
  /**
  * The object type, which is always `organization.admin_api_key`
  */
  "object": String$,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The name of the API key
  */
  "name": String$,
  /**
  * The redacted value of the API key
  */
  "redacted_value": String$,
  /**
  * The value of the API key. Only shown on create.
  */
  "value": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The Unix timestamp (in seconds) of when the API key was created
  */
  "created_at": Int,
  "last_used_at": /* @__PURE__ */ NullOr(Int),
  "owner": /* @__PURE__ */ Struct({
    /**
    * Always `user`
    */
    "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The object type, which is always organization.user
    */
    "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The identifier, which can be referenced in API endpoints
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the user
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The Unix timestamp (in seconds) of when the user was created
    */
    "created_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
    /**
    * Always `owner`
    */
    "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  })
})) {
};
var ApiKeyList = class extends (/* @__PURE__ */ Class("ApiKeyList")({ "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(AdminApiKey), { nullable: true }), "has_more": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }), "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }) })) {
};
var AdminApiKeysDelete200 = class extends (/* @__PURE__ */ Struct({ "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "deleted": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }) })) {
};
var AuditLogEventType = class extends (/* @__PURE__ */ Literal("api_key.created", "api_key.updated", "api_key.deleted", "certificate.created", "certificate.updated", "certificate.deleted", "certificates.activated", "certificates.deactivated", "checkpoint.permission.created", "checkpoint.permission.deleted", "external_key.registered", "external_key.removed", "group.created", "group.updated", "group.deleted", "invite.sent", "invite.accepted", "invite.deleted", "ip_allowlist.created", "ip_allowlist.updated", "ip_allowlist.deleted", "ip_allowlist.config.activated", "ip_allowlist.config.deactivated", "login.succeeded", "login.failed", "logout.succeeded", "logout.failed", "organization.updated", "project.created", "project.updated", "project.archived", "project.deleted", "rate_limit.updated", "rate_limit.deleted", "resource.deleted", "role.created", "role.updated", "role.deleted", "role.assignment.created", "role.assignment.deleted", "scim.enabled", "scim.disabled", "service_account.created", "service_account.updated", "service_account.deleted", "user.added", "user.updated", "user.deleted")) {
};
var ListAuditLogsResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var AuditLogActorType = class extends (/* @__PURE__ */ Literal("session", "api_key")) {
};
var AuditLogActorUser = class extends (/* @__PURE__ */ Class("AuditLogActorUser")({
  /**
  * The user id.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The user email.
  */
  "email": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var AuditLogActorSession = class extends (/* @__PURE__ */ Class("AuditLogActorSession")({
  "user": /* @__PURE__ */ optionalWith(AuditLogActorUser, { nullable: true }),
  /**
  * The IP address from which the action was performed.
  */
  "ip_address": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var AuditLogActorApiKeyType = class extends (/* @__PURE__ */ Literal("user", "service_account")) {
};
var AuditLogActorServiceAccount = class extends (/* @__PURE__ */ Class("AuditLogActorServiceAccount")({
  /**
  * The service account id.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var AuditLogActorApiKey = class extends (/* @__PURE__ */ Class("AuditLogActorApiKey")({
  /**
  * The tracking id of the API key.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The type of API key. Can be either `user` or `service_account`.
  */
  "type": /* @__PURE__ */ optionalWith(AuditLogActorApiKeyType, { nullable: true }),
  "user": /* @__PURE__ */ optionalWith(AuditLogActorUser, { nullable: true }),
  "service_account": /* @__PURE__ */ optionalWith(AuditLogActorServiceAccount, { nullable: true })
})) {
};
var AuditLogActor = class extends (/* @__PURE__ */ Class("AuditLogActor")({
  /**
  * The type of actor. Is either `session` or `api_key`.
  */
  "type": /* @__PURE__ */ optionalWith(AuditLogActorType, { nullable: true }),
  "session": /* @__PURE__ */ optionalWith(AuditLogActorSession, { nullable: true }),
  "api_key": /* @__PURE__ */ optionalWith(AuditLogActorApiKey, { nullable: true })
})) {
};
var AuditLog = class extends (/* @__PURE__ */ Class("AuditLog")({
  /**
  * The ID of this log.
  */
  "id": String$,
  "type": AuditLogEventType,
  /**
  * The Unix timestamp (in seconds) of the event.
  */
  "effective_at": Int,
  /**
  * The project that the action was scoped to. Absent for actions not scoped to projects. Note that any admin actions taken via Admin API keys are associated with the default project.
  */
  "project": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The project title.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  "actor": AuditLogActor,
  /**
  * The details for events with this `type`.
  */
  "api_key.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The tracking ID of the API key.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to create the API key.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * A list of scopes allowed for the API key, e.g. `["api.model.request"]`
      */
      "scopes": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "api_key.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The tracking ID of the API key.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the API key.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * A list of scopes allowed for the API key, e.g. `["api.model.request"]`
      */
      "scopes": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "api_key.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The tracking ID of the API key.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The project and fine-tuned model checkpoint that the checkpoint permission was created for.
  */
  "checkpoint.permission.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the checkpoint permission.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to create the checkpoint permission.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The ID of the project that the checkpoint permission was created for.
      */
      "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The ID of the fine-tuned model checkpoint.
      */
      "fine_tuned_model_checkpoint": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "checkpoint.permission.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the checkpoint permission.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "external_key.registered": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the external key configuration.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The configuration for the external key.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "external_key.removed": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the external key configuration.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "group.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the group.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * Information about the created group.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The group name.
      */
      "group_name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "group.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the group.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the group.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The updated group name.
      */
      "group_name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "group.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the group.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "scim.enabled": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the SCIM was enabled for.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "scim.disabled": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the SCIM was disabled for.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "invite.sent": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the invite.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to create the invite.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The email invited to the organization.
      */
      "email": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The role the email was invited to be. Is either `owner` or `member`.
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "invite.accepted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the invite.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "invite.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the invite.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "ip_allowlist.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the IP allowlist configuration.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the IP allowlist configuration.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The IP addresses or CIDR ranges included in the configuration.
    */
    "allowed_ips": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "ip_allowlist.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the IP allowlist configuration.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The updated set of IP addresses or CIDR ranges in the configuration.
    */
    "allowed_ips": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "ip_allowlist.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The ID of the IP allowlist configuration.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the IP allowlist configuration.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The IP addresses or CIDR ranges that were in the configuration.
    */
    "allowed_ips": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "ip_allowlist.config.activated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The configurations that were activated.
    */
    "configs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
      /**
      * The ID of the IP allowlist configuration.
      */
      "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The name of the IP allowlist configuration.
      */
      "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    })), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "ip_allowlist.config.deactivated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The configurations that were deactivated.
    */
    "configs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
      /**
      * The ID of the IP allowlist configuration.
      */
      "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The name of the IP allowlist configuration.
      */
      "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    })), { nullable: true })
  }), { nullable: true }),
  /**
  * This event has no additional fields beyond the standard audit log attributes.
  */
  "login.succeeded": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "login.failed": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The error code of the failure.
    */
    "error_code": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The error message of the failure.
    */
    "error_message": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * This event has no additional fields beyond the standard audit log attributes.
  */
  "logout.succeeded": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "logout.failed": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The error code of the failure.
    */
    "error_code": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The error message of the failure.
    */
    "error_message": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "organization.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The organization ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the organization settings.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The organization title.
      */
      "title": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The organization description.
      */
      "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The organization name.
      */
      "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * Visibility of the threads page which shows messages created with the Assistants API and Playground. One of `ANY_ROLE`, `OWNERS`, or `NONE`.
      */
      "threads_ui_visibility": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * Visibility of the usage dashboard which shows activity and costs for your organization. One of `ANY_ROLE` or `OWNERS`.
      */
      "usage_dashboard_visibility": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * How your organization logs data from supported API calls. One of `disabled`, `enabled_per_call`, `enabled_for_all_projects`, or `enabled_for_selected_projects`
      */
      "api_call_logging": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The list of project ids if api_call_logging is set to `enabled_for_selected_projects`
      */
      "api_call_logging_project_ids": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "project.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to create the project.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The project name.
      */
      "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The title of the project as seen on the dashboard.
      */
      "title": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "project.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the project.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The title of the project as seen on the dashboard.
      */
      "title": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "project.archived": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "project.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "rate_limit.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The rate limit ID
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the rate limits.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The maximum requests per minute.
      */
      "max_requests_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * The maximum tokens per minute.
      */
      "max_tokens_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * The maximum images per minute. Only relevant for certain models.
      */
      "max_images_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * The maximum audio megabytes per minute. Only relevant for certain models.
      */
      "max_audio_megabytes_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * The maximum requests per day. Only relevant for certain models.
      */
      "max_requests_per_1_day": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * The maximum batch input tokens per day. Only relevant for certain models.
      */
      "batch_1_day_max_input_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "rate_limit.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The rate limit ID
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "role.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The role ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the role.
    */
    "role_name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The permissions granted by the role.
    */
    "permissions": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }),
    /**
    * The type of resource the role belongs to.
    */
    "resource_type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The resource the role is scoped to.
    */
    "resource_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "role.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The role ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the role.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The updated role name, when provided.
      */
      "role_name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The resource the role is scoped to.
      */
      "resource_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The type of resource the role belongs to.
      */
      "resource_type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The permissions added to the role.
      */
      "permissions_added": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }),
      /**
      * The permissions removed from the role.
      */
      "permissions_removed": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$), { nullable: true }),
      /**
      * The updated role description, when provided.
      */
      "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * Additional metadata stored on the role.
      */
      "metadata": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "role.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The role ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "role.assignment.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The identifier of the role assignment.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The principal (user or group) that received the role.
    */
    "principal_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The type of principal (user or group) that received the role.
    */
    "principal_type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The resource the role assignment is scoped to.
    */
    "resource_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The type of resource the role assignment is scoped to.
    */
    "resource_type": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "role.assignment.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The identifier of the role assignment.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The principal (user or group) that had the role removed.
    */
    "principal_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The type of principal (user or group) that had the role removed.
    */
    "principal_type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The resource the role assignment was scoped to.
    */
    "resource_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The type of resource the role assignment was scoped to.
    */
    "resource_type": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "service_account.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The service account ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to create the service account.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The role of the service account. Is either `owner` or `member`.
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "service_account.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The service account ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to updated the service account.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The role of the service account. Is either `owner` or `member`.
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "service_account.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The service account ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "user.added": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The user ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to add the user to the project.
    */
    "data": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The role of the user. Is either `owner` or `member`.
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "user.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The project ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The payload used to update the user.
    */
    "changes_requested": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * The role of the user. Is either `owner` or `member`.
      */
      "role": /* @__PURE__ */ optionalWith(String$, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "user.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The user ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "certificate.created": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The certificate ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the certificate.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "certificate.updated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The certificate ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the certificate.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "certificate.deleted": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The certificate ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the certificate.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The certificate content in PEM format.
    */
    "certificate": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "certificates.activated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "certificates": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The certificate ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the certificate.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  })), { nullable: true }) }), { nullable: true }),
  /**
  * The details for events with this `type`.
  */
  "certificates.deactivated": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "certificates": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The certificate ID.
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The name of the certificate.
    */
    "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  })), { nullable: true }) }), { nullable: true })
})) {
};
var ListAuditLogsResponse = class extends (/* @__PURE__ */ Class("ListAuditLogsResponse")({ "object": ListAuditLogsResponseObject, "data": /* @__PURE__ */ Array$(AuditLog), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var CertificateObject = class extends (/* @__PURE__ */ Literal("certificate", "organization.certificate", "organization.project.certificate")) {
};
var Certificate = class extends (/* @__PURE__ */ Class("Certificate")({
  /**
  * The object type.
  *
  * - If creating, updating, or getting a specific certificate, the object type is `certificate`.
  * - If listing, activating, or deactivating certificates for the organization, the object type is `organization.certificate`.
  * - If listing, activating, or deactivating certificates for a project, the object type is `organization.project.certificate`.
  */
  "object": CertificateObject,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The name of the certificate.
  */
  "name": String$,
  /**
  * The Unix timestamp (in seconds) of when the certificate was uploaded.
  */
  "created_at": Int,
  "certificate_details": /* @__PURE__ */ Struct({
    /**
    * The Unix timestamp (in seconds) of when the certificate becomes valid.
    */
    "valid_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
    /**
    * The Unix timestamp (in seconds) of when the certificate expires.
    */
    "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
    /**
    * The content of the certificate in PEM format.
    */
    "content": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }),
  /**
  * Whether the certificate is currently active at the specified scope. Not returned when getting details for a specific certificate.
  */
  "active": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
})) {
};
var ListCertificatesResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ListCertificatesResponse = class extends (/* @__PURE__ */ Class("ListCertificatesResponse")({ "data": /* @__PURE__ */ Array$(Certificate), "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }), "has_more": Boolean$, "object": ListCertificatesResponseObject })) {
};
var DeleteCertificateResponse = class extends (/* @__PURE__ */ Class("DeleteCertificateResponse")({
  /**
  * The object type, must be `certificate.deleted`.
  */
  "object": /* @__PURE__ */ Literal("certificate.deleted"),
  /**
  * The ID of the certificate that was deleted.
  */
  "id": String$
})) {
};
var UsageResponseObject = class extends (/* @__PURE__ */ Literal("page")) {
};
var UsageTimeBucketObject = class extends (/* @__PURE__ */ Literal("bucket")) {
};
var UsageCompletionsResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.completions.result")) {
};
var UsageCompletionsResult = class extends (/* @__PURE__ */ Class("UsageCompletionsResult")({
  "object": UsageCompletionsResultObject,
  /**
  * The aggregated number of text input tokens used, including cached tokens. For customers subscribe to scale tier, this includes scale tier tokens.
  */
  "input_tokens": Int,
  /**
  * The aggregated number of text input tokens that has been cached from previous requests. For customers subscribe to scale tier, this includes scale tier tokens.
  */
  "input_cached_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The aggregated number of text output tokens used. For customers subscribe to scale tier, this includes scale tier tokens.
  */
  "output_tokens": Int,
  /**
  * The aggregated number of audio input tokens used, including cached tokens.
  */
  "input_audio_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The aggregated number of audio output tokens used.
  */
  "output_audio_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "batch": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }),
  "service_tier": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageEmbeddingsResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.embeddings.result")) {
};
var UsageEmbeddingsResult = class extends (/* @__PURE__ */ Class("UsageEmbeddingsResult")({
  "object": UsageEmbeddingsResultObject,
  /**
  * The aggregated number of input tokens used.
  */
  "input_tokens": Int,
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageModerationsResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.moderations.result")) {
};
var UsageModerationsResult = class extends (/* @__PURE__ */ Class("UsageModerationsResult")({
  "object": UsageModerationsResultObject,
  /**
  * The aggregated number of input tokens used.
  */
  "input_tokens": Int,
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageImagesResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.images.result")) {
};
var UsageImagesResult = class extends (/* @__PURE__ */ Class("UsageImagesResult")({
  "object": UsageImagesResultObject,
  /**
  * The number of images processed.
  */
  "images": Int,
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "source": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "size": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageAudioSpeechesResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.audio_speeches.result")) {
};
var UsageAudioSpeechesResult = class extends (/* @__PURE__ */ Class("UsageAudioSpeechesResult")({
  "object": UsageAudioSpeechesResultObject,
  /**
  * The number of characters processed.
  */
  "characters": Int,
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageAudioTranscriptionsResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.audio_transcriptions.result")) {
};
var UsageAudioTranscriptionsResult = class extends (/* @__PURE__ */ Class("UsageAudioTranscriptionsResult")({
  "object": UsageAudioTranscriptionsResultObject,
  /**
  * The number of seconds processed.
  */
  "seconds": Int,
  /**
  * The count of requests made to the model.
  */
  "num_model_requests": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "user_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "api_key_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageVectorStoresResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.vector_stores.result")) {
};
var UsageVectorStoresResult = class extends (/* @__PURE__ */ Class("UsageVectorStoresResult")({
  "object": UsageVectorStoresResultObject,
  /**
  * The vector stores usage in bytes.
  */
  "usage_bytes": Int,
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageCodeInterpreterSessionsResultObject = class extends (/* @__PURE__ */ Literal("organization.usage.code_interpreter_sessions.result")) {
};
var UsageCodeInterpreterSessionsResult = class extends (/* @__PURE__ */ Class("UsageCodeInterpreterSessionsResult")({
  "object": UsageCodeInterpreterSessionsResultObject,
  /**
  * The number of code interpreter sessions.
  */
  "num_sessions": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var CostsResultObject = class extends (/* @__PURE__ */ Literal("organization.costs.result")) {
};
var CostsResult = class extends (/* @__PURE__ */ Class("CostsResult")({
  "object": CostsResultObject,
  /**
  * The monetary value in its associated currency.
  */
  "amount": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The numeric value of the cost.
    */
    "value": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
    /**
    * Lowercase ISO-4217 currency e.g. "usd"
    */
    "currency": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  }), { nullable: true }),
  "line_item": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "project_id": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var UsageTimeBucket = class extends (/* @__PURE__ */ Class("UsageTimeBucket")({ "object": UsageTimeBucketObject, "start_time": Int, "end_time": Int, "result": /* @__PURE__ */ Array$(/* @__PURE__ */ Union(UsageCompletionsResult, UsageEmbeddingsResult, UsageModerationsResult, UsageImagesResult, UsageAudioSpeechesResult, UsageAudioTranscriptionsResult, UsageVectorStoresResult, UsageCodeInterpreterSessionsResult, CostsResult)) })) {
};
var UsageResponse = class extends (/* @__PURE__ */ Class("UsageResponse")({ "object": UsageResponseObject, "data": /* @__PURE__ */ Array$(UsageTimeBucket), "has_more": Boolean$, "next_page": String$ })) {
};
var GroupListResourceObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var GroupResponse = class extends (/* @__PURE__ */ Class("GroupResponse")({
  /**
  * Identifier for the group.
  */
  "id": String$,
  /**
  * Display name of the group.
  */
  "name": String$,
  /**
  * Unix timestamp (in seconds) when the group was created.
  */
  "created_at": Int,
  /**
  * Whether the group is managed through SCIM and controlled by your identity provider.
  */
  "is_scim_managed": Boolean$
})) {
};
var GroupListResource = class extends (/* @__PURE__ */ Class("GroupListResource")({
  /**
  * Always `list`.
  */
  "object": GroupListResourceObject,
  /**
  * Groups returned in the current page.
  */
  "data": /* @__PURE__ */ Array$(GroupResponse),
  /**
  * Whether additional groups are available when paginating.
  */
  "has_more": Boolean$,
  /**
  * Cursor to fetch the next page of results, or `null` if there are no more results.
  */
  "next": /* @__PURE__ */ NullOr(String$)
})) {
};
var GroupResourceWithSuccess = class extends (/* @__PURE__ */ Class("GroupResourceWithSuccess")({
  /**
  * Identifier for the group.
  */
  "id": String$,
  /**
  * Updated display name for the group.
  */
  "name": String$,
  /**
  * Unix timestamp (in seconds) when the group was created.
  */
  "created_at": Int,
  /**
  * Whether the group is managed through SCIM and controlled by your identity provider.
  */
  "is_scim_managed": Boolean$
})) {
};
var GroupDeletedResourceObject = class extends (/* @__PURE__ */ Literal("group.deleted")) {
};
var GroupDeletedResource = class extends (/* @__PURE__ */ Class("GroupDeletedResource")({
  /**
  * Always `group.deleted`.
  */
  "object": GroupDeletedResourceObject,
  /**
  * Identifier of the deleted group.
  */
  "id": String$,
  /**
  * Whether the group was deleted.
  */
  "deleted": Boolean$
})) {
};
var RoleListResourceObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var AssignedRoleDetails = class extends (/* @__PURE__ */ Class("AssignedRoleDetails")({
  /**
  * Identifier for the role.
  */
  "id": String$,
  /**
  * Name of the role.
  */
  "name": String$,
  /**
  * Permissions associated with the role.
  */
  "permissions": /* @__PURE__ */ Array$(String$),
  /**
  * Resource type the role applies to.
  */
  "resource_type": String$,
  /**
  * Whether the role is predefined by OpenAI.
  */
  "predefined_role": Boolean$,
  /**
  * Description of the role.
  */
  "description": /* @__PURE__ */ NullOr(String$),
  /**
  * When the role was created.
  */
  "created_at": /* @__PURE__ */ NullOr(Int),
  /**
  * When the role was last updated.
  */
  "updated_at": /* @__PURE__ */ NullOr(Int),
  /**
  * Identifier of the actor who created the role.
  */
  "created_by": /* @__PURE__ */ NullOr(String$),
  /**
  * User details for the actor that created the role, when available.
  */
  "created_by_user_obj": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  /**
  * Arbitrary metadata stored on the role.
  */
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var RoleListResource = class extends (/* @__PURE__ */ Class("RoleListResource")({
  /**
  * Always `list`.
  */
  "object": RoleListResourceObject,
  /**
  * Role assignments returned in the current page.
  */
  "data": /* @__PURE__ */ Array$(AssignedRoleDetails),
  /**
  * Whether additional assignments are available when paginating.
  */
  "has_more": Boolean$,
  /**
  * Cursor to fetch the next page of results, or `null` when there are no more assignments.
  */
  "next": /* @__PURE__ */ NullOr(String$)
})) {
};
var GroupRoleAssignmentObject = class extends (/* @__PURE__ */ Literal("group.role")) {
};
var GroupObject = class extends (/* @__PURE__ */ Literal("group")) {
};
var Group = class extends (/* @__PURE__ */ Class("Group")({
  /**
  * Always `group`.
  */
  "object": GroupObject,
  /**
  * Identifier for the group.
  */
  "id": String$,
  /**
  * Display name of the group.
  */
  "name": String$,
  /**
  * Unix timestamp (in seconds) when the group was created.
  */
  "created_at": Int,
  /**
  * Whether the group is managed through SCIM.
  */
  "scim_managed": Boolean$
})) {
};
var RoleObject = class extends (/* @__PURE__ */ Literal("role")) {
};
var Role = class extends (/* @__PURE__ */ Class("Role")({
  /**
  * Always `role`.
  */
  "object": RoleObject,
  /**
  * Identifier for the role.
  */
  "id": String$,
  /**
  * Unique name for the role.
  */
  "name": String$,
  /**
  * Optional description of the role.
  */
  "description": /* @__PURE__ */ NullOr(String$),
  /**
  * Permissions granted by the role.
  */
  "permissions": /* @__PURE__ */ Array$(String$),
  /**
  * Resource type the role is bound to (for example `api.organization` or `api.project`).
  */
  "resource_type": String$,
  /**
  * Whether the role is predefined and managed by OpenAI.
  */
  "predefined_role": Boolean$
})) {
};
var GroupRoleAssignment = class extends (/* @__PURE__ */ Class("GroupRoleAssignment")({
  /**
  * Always `group.role`.
  */
  "object": GroupRoleAssignmentObject,
  "group": Group,
  "role": Role
})) {
};
var DeletedRoleAssignmentResource = class extends (/* @__PURE__ */ Class("DeletedRoleAssignmentResource")({
  /**
  * Identifier for the deleted assignment, such as `group.role.deleted` or `user.role.deleted`.
  */
  "object": String$,
  /**
  * Whether the assignment was removed.
  */
  "deleted": Boolean$
})) {
};
var UserListResourceObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var UserObject = class extends (/* @__PURE__ */ Literal("organization.user")) {
};
var UserRole = class extends (/* @__PURE__ */ Literal("owner", "reader")) {
};
var User = class extends (/* @__PURE__ */ Class("User")({
  /**
  * The object type, which is always `organization.user`
  */
  "object": UserObject,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The name of the user
  */
  "name": String$,
  /**
  * The email address of the user
  */
  "email": String$,
  /**
  * `owner` or `reader`
  */
  "role": UserRole,
  /**
  * The Unix timestamp (in seconds) of when the user was added.
  */
  "added_at": Int
})) {
};
var UserListResource = class extends (/* @__PURE__ */ Class("UserListResource")({
  /**
  * Always `list`.
  */
  "object": UserListResourceObject,
  /**
  * Users in the current page.
  */
  "data": /* @__PURE__ */ Array$(User),
  /**
  * Whether more users are available when paginating.
  */
  "has_more": Boolean$,
  /**
  * Cursor to fetch the next page of results, or `null` when no further users are available.
  */
  "next": /* @__PURE__ */ NullOr(String$)
})) {
};
var GroupUserAssignmentObject = class extends (/* @__PURE__ */ Literal("group.user")) {
};
var GroupUserAssignment = class extends (/* @__PURE__ */ Class("GroupUserAssignment")({
  /**
  * Always `group.user`.
  */
  "object": GroupUserAssignmentObject,
  /**
  * Identifier of the user that was added.
  */
  "user_id": String$,
  /**
  * Identifier of the group the user was added to.
  */
  "group_id": String$
})) {
};
var GroupUserDeletedResourceObject = class extends (/* @__PURE__ */ Literal("group.user.deleted")) {
};
var GroupUserDeletedResource = class extends (/* @__PURE__ */ Class("GroupUserDeletedResource")({
  /**
  * Always `group.user.deleted`.
  */
  "object": GroupUserDeletedResourceObject,
  /**
  * Whether the group membership was removed.
  */
  "deleted": Boolean$
})) {
};
var InviteListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var InviteObject = class extends (/* @__PURE__ */ Literal("organization.invite")) {
};
var InviteRole = class extends (/* @__PURE__ */ Literal("owner", "reader")) {
};
var InviteStatus = class extends (/* @__PURE__ */ Literal("accepted", "expired", "pending")) {
};
var Invite = class extends (/* @__PURE__ */ Class("Invite")({
  /**
  * The object type, which is always `organization.invite`
  */
  "object": InviteObject,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The email address of the individual to whom the invite was sent
  */
  "email": String$,
  /**
  * `owner` or `reader`
  */
  "role": InviteRole,
  /**
  * `accepted`,`expired`, or `pending`
  */
  "status": InviteStatus,
  /**
  * The Unix timestamp (in seconds) of when the invite was sent.
  */
  "invited_at": Int,
  /**
  * The Unix timestamp (in seconds) of when the invite expires.
  */
  "expires_at": Int,
  /**
  * The Unix timestamp (in seconds) of when the invite was accepted.
  */
  "accepted_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The projects that were granted membership upon acceptance of the invite.
  */
  "projects": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * Project's public ID
    */
    "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * Project membership role
    */
    "role": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("member", "owner"), { nullable: true })
  })), { nullable: true })
})) {
};
var InviteListResponse = class extends (/* @__PURE__ */ Class("InviteListResponse")({
  /**
  * The object type, which is always `list`
  */
  "object": InviteListResponseObject,
  "data": /* @__PURE__ */ Array$(Invite),
  /**
  * The first `invite_id` in the retrieved `list`
  */
  "first_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The last `invite_id` in the retrieved `list`
  */
  "last_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The `has_more` property is used for pagination to indicate there are additional results.
  */
  "has_more": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true })
})) {
};
var InviteDeleteResponseObject = class extends (/* @__PURE__ */ Literal("organization.invite.deleted")) {
};
var InviteDeleteResponse = class extends (/* @__PURE__ */ Class("InviteDeleteResponse")({
  /**
  * The object type, which is always `organization.invite.deleted`
  */
  "object": InviteDeleteResponseObject,
  "id": String$,
  "deleted": Boolean$
})) {
};
var ProjectListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ProjectObject = class extends (/* @__PURE__ */ Literal("organization.project")) {
};
var ProjectStatus = class extends (/* @__PURE__ */ Literal("active", "archived")) {
};
var Project = class extends (/* @__PURE__ */ Class("Project")({
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The object type, which is always `organization.project`
  */
  "object": ProjectObject,
  /**
  * The name of the project. This appears in reporting.
  */
  "name": String$,
  /**
  * The Unix timestamp (in seconds) of when the project was created.
  */
  "created_at": Int,
  "archived_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * `active` or `archived`
  */
  "status": ProjectStatus
})) {
};
var ProjectListResponse = class extends (/* @__PURE__ */ Class("ProjectListResponse")({ "object": ProjectListResponseObject, "data": /* @__PURE__ */ Array$(Project), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ErrorResponse = class extends (/* @__PURE__ */ Class("ErrorResponse")({ "error": Error2 })) {
};
var ProjectApiKeyListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ProjectApiKeyObject = class extends (/* @__PURE__ */ Literal("organization.project.api_key")) {
};
var ProjectApiKeyOwnerType = class extends (/* @__PURE__ */ Literal("user", "service_account")) {
};
var ProjectUserObject = class extends (/* @__PURE__ */ Literal("organization.project.user")) {
};
var ProjectUserRole = class extends (/* @__PURE__ */ Literal("owner", "member")) {
};
var ProjectUser = class extends (/* @__PURE__ */ Class("ProjectUser")({
  /**
  * The object type, which is always `organization.project.user`
  */
  "object": ProjectUserObject,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The name of the user
  */
  "name": String$,
  /**
  * The email address of the user
  */
  "email": String$,
  /**
  * `owner` or `member`
  */
  "role": ProjectUserRole,
  /**
  * The Unix timestamp (in seconds) of when the project was added.
  */
  "added_at": Int
})) {
};
var ProjectServiceAccountObject = class extends (/* @__PURE__ */ Literal("organization.project.service_account")) {
};
var ProjectServiceAccountRole = class extends (/* @__PURE__ */ Literal("owner", "member")) {
};
var ProjectServiceAccount = class extends (/* @__PURE__ */ Class("ProjectServiceAccount")({
  /**
  * The object type, which is always `organization.project.service_account`
  */
  "object": ProjectServiceAccountObject,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  /**
  * The name of the service account
  */
  "name": String$,
  /**
  * `owner` or `member`
  */
  "role": ProjectServiceAccountRole,
  /**
  * The Unix timestamp (in seconds) of when the service account was created
  */
  "created_at": Int
})) {
};
var ProjectApiKey = class extends (/* @__PURE__ */ Class("ProjectApiKey")({
  /**
  * The object type, which is always `organization.project.api_key`
  */
  "object": ProjectApiKeyObject,
  /**
  * The redacted value of the API key
  */
  "redacted_value": String$,
  /**
  * The name of the API key
  */
  "name": String$,
  /**
  * The Unix timestamp (in seconds) of when the API key was created
  */
  "created_at": Int,
  /**
  * The Unix timestamp (in seconds) of when the API key was last used.
  */
  "last_used_at": Int,
  /**
  * The identifier, which can be referenced in API endpoints
  */
  "id": String$,
  "owner": /* @__PURE__ */ Struct({
    /**
    * `user` or `service_account`
    */
    "type": /* @__PURE__ */ optionalWith(ProjectApiKeyOwnerType, { nullable: true }),
    "user": /* @__PURE__ */ optionalWith(ProjectUser, { nullable: true }),
    "service_account": /* @__PURE__ */ optionalWith(ProjectServiceAccount, { nullable: true })
  })
})) {
};
var ProjectApiKeyListResponse = class extends (/* @__PURE__ */ Class("ProjectApiKeyListResponse")({ "object": ProjectApiKeyListResponseObject, "data": /* @__PURE__ */ Array$(ProjectApiKey), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ProjectApiKeyDeleteResponseObject = class extends (/* @__PURE__ */ Literal("organization.project.api_key.deleted")) {
};
var ProjectApiKeyDeleteResponse = class extends (/* @__PURE__ */ Class("ProjectApiKeyDeleteResponse")({ "object": ProjectApiKeyDeleteResponseObject, "id": String$, "deleted": Boolean$ })) {
};
var ProjectGroupListResourceObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ProjectGroupObject = class extends (/* @__PURE__ */ Literal("project.group")) {
};
var ProjectGroup = class extends (/* @__PURE__ */ Class("ProjectGroup")({
  /**
  * Always `project.group`.
  */
  "object": ProjectGroupObject,
  /**
  * Identifier of the project.
  */
  "project_id": String$,
  /**
  * Identifier of the group that has access to the project.
  */
  "group_id": String$,
  /**
  * Display name of the group.
  */
  "group_name": String$,
  /**
  * Unix timestamp (in seconds) when the group was granted project access.
  */
  "created_at": Int
})) {
};
var ProjectGroupListResource = class extends (/* @__PURE__ */ Class("ProjectGroupListResource")({
  /**
  * Always `list`.
  */
  "object": ProjectGroupListResourceObject,
  /**
  * Project group memberships returned in the current page.
  */
  "data": /* @__PURE__ */ Array$(ProjectGroup),
  /**
  * Whether additional project group memberships are available.
  */
  "has_more": Boolean$,
  /**
  * Cursor to fetch the next page of results, or `null` when there are no more results.
  */
  "next": /* @__PURE__ */ NullOr(String$)
})) {
};
var ProjectGroupDeletedResourceObject = class extends (/* @__PURE__ */ Literal("project.group.deleted")) {
};
var ProjectGroupDeletedResource = class extends (/* @__PURE__ */ Class("ProjectGroupDeletedResource")({
  /**
  * Always `project.group.deleted`.
  */
  "object": ProjectGroupDeletedResourceObject,
  /**
  * Whether the group membership in the project was removed.
  */
  "deleted": Boolean$
})) {
};
var ProjectRateLimitListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ProjectRateLimitObject = class extends (/* @__PURE__ */ Literal("project.rate_limit")) {
};
var ProjectRateLimit = class extends (/* @__PURE__ */ Class("ProjectRateLimit")({
  /**
  * The object type, which is always `project.rate_limit`
  */
  "object": ProjectRateLimitObject,
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The model this rate limit applies to.
  */
  "model": String$,
  /**
  * The maximum requests per minute.
  */
  "max_requests_per_1_minute": Int,
  /**
  * The maximum tokens per minute.
  */
  "max_tokens_per_1_minute": Int,
  /**
  * The maximum images per minute. Only present for relevant models.
  */
  "max_images_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The maximum audio megabytes per minute. Only present for relevant models.
  */
  "max_audio_megabytes_per_1_minute": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The maximum requests per day. Only present for relevant models.
  */
  "max_requests_per_1_day": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The maximum batch input tokens per day. Only present for relevant models.
  */
  "batch_1_day_max_input_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true })
})) {
};
var ProjectRateLimitListResponse = class extends (/* @__PURE__ */ Class("ProjectRateLimitListResponse")({ "object": ProjectRateLimitListResponseObject, "data": /* @__PURE__ */ Array$(ProjectRateLimit), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ProjectServiceAccountListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var ProjectServiceAccountListResponse = class extends (/* @__PURE__ */ Class("ProjectServiceAccountListResponse")({ "object": ProjectServiceAccountListResponseObject, "data": /* @__PURE__ */ Array$(ProjectServiceAccount), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ProjectServiceAccountCreateResponseObject = class extends (/* @__PURE__ */ Literal("organization.project.service_account")) {
};
var ProjectServiceAccountCreateResponseRole = class extends (/* @__PURE__ */ Literal("member")) {
};
var ProjectServiceAccountApiKeyObject = class extends (/* @__PURE__ */ Literal("organization.project.service_account.api_key")) {
};
var ProjectServiceAccountApiKey = class extends (/* @__PURE__ */ Class("ProjectServiceAccountApiKey")({
  /**
  * The object type, which is always `organization.project.service_account.api_key`
  */
  "object": ProjectServiceAccountApiKeyObject,
  "value": String$,
  "name": String$,
  "created_at": Int,
  "id": String$
})) {
};
var ProjectServiceAccountCreateResponse = class extends (/* @__PURE__ */ Class("ProjectServiceAccountCreateResponse")({
  "object": ProjectServiceAccountCreateResponseObject,
  "id": String$,
  "name": String$,
  /**
  * Service accounts can only have one role of type `member`
  */
  "role": ProjectServiceAccountCreateResponseRole,
  "created_at": Int,
  "api_key": ProjectServiceAccountApiKey
})) {
};
var ProjectServiceAccountDeleteResponseObject = class extends (/* @__PURE__ */ Literal("organization.project.service_account.deleted")) {
};
var ProjectServiceAccountDeleteResponse = class extends (/* @__PURE__ */ Class("ProjectServiceAccountDeleteResponse")({ "object": ProjectServiceAccountDeleteResponseObject, "id": String$, "deleted": Boolean$ })) {
};
var ProjectUserListResponse = class extends (/* @__PURE__ */ Class("ProjectUserListResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(ProjectUser), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var ProjectUserDeleteResponseObject = class extends (/* @__PURE__ */ Literal("organization.project.user.deleted")) {
};
var ProjectUserDeleteResponse = class extends (/* @__PURE__ */ Class("ProjectUserDeleteResponse")({ "object": ProjectUserDeleteResponseObject, "id": String$, "deleted": Boolean$ })) {
};
var PublicRoleListResourceObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var PublicRoleListResource = class extends (/* @__PURE__ */ Class("PublicRoleListResource")({
  /**
  * Always `list`.
  */
  "object": PublicRoleListResourceObject,
  /**
  * Roles returned in the current page.
  */
  "data": /* @__PURE__ */ Array$(Role),
  /**
  * Whether more roles are available when paginating.
  */
  "has_more": Boolean$,
  /**
  * Cursor to fetch the next page of results, or `null` when there are no additional roles.
  */
  "next": /* @__PURE__ */ NullOr(String$)
})) {
};
var RoleDeletedResourceObject = class extends (/* @__PURE__ */ Literal("role.deleted")) {
};
var RoleDeletedResource = class extends (/* @__PURE__ */ Class("RoleDeletedResource")({
  /**
  * Always `role.deleted`.
  */
  "object": RoleDeletedResourceObject,
  /**
  * Identifier of the deleted role.
  */
  "id": String$,
  /**
  * Whether the role was deleted.
  */
  "deleted": Boolean$
})) {
};
var UserListResponseObject = class extends (/* @__PURE__ */ Literal("list")) {
};
var UserListResponse = class extends (/* @__PURE__ */ Class("UserListResponse")({ "object": UserListResponseObject, "data": /* @__PURE__ */ Array$(User), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var UserDeleteResponseObject = class extends (/* @__PURE__ */ Literal("organization.user.deleted")) {
};
var UserDeleteResponse = class extends (/* @__PURE__ */ Class("UserDeleteResponse")({ "object": UserDeleteResponseObject, "id": String$, "deleted": Boolean$ })) {
};
var UserRoleAssignmentObject = class extends (/* @__PURE__ */ Literal("user.role")) {
};
var UserRoleAssignment = class extends (/* @__PURE__ */ Class("UserRoleAssignment")({
  /**
  * Always `user.role`.
  */
  "object": UserRoleAssignmentObject,
  "user": User,
  "role": Role
})) {
};
var RealtimeAudioFormatsEnumType = class extends (/* @__PURE__ */ Literal("audio/pcma")) {
};
var RealtimeAudioFormatsEnumRate = class extends (/* @__PURE__ */ Literal(24e3)) {
};
var RealtimeAudioFormats = class extends (/* @__PURE__ */ Union(
  /**
  * The PCM audio format. Only a 24kHz sample rate is supported.
  */
  /* @__PURE__ */ Struct({
    /**
    * The audio format. Always `audio/pcm`.
    */
    "type": /* @__PURE__ */ optionalWith(RealtimeAudioFormatsEnumType, { nullable: true }),
    /**
    * The sample rate of the audio. Always `24000`.
    */
    "rate": /* @__PURE__ */ optionalWith(RealtimeAudioFormatsEnumRate, { nullable: true })
  }),
  /**
  * The G.711 μ-law format.
  */
  /* @__PURE__ */ Struct({
    /**
    * The audio format. Always `audio/pcmu`.
    */
    "type": /* @__PURE__ */ optionalWith(RealtimeAudioFormatsEnumType, { nullable: true })
  }),
  /**
  * The G.711 A-law format.
  */
  /* @__PURE__ */ Struct({
    /**
    * The audio format. Always `audio/pcma`.
    */
    "type": /* @__PURE__ */ optionalWith(RealtimeAudioFormatsEnumType, { nullable: true })
  })
)) {
};
var AudioTranscriptionModel = class extends (/* @__PURE__ */ Literal("whisper-1", "gpt-4o-mini-transcribe", "gpt-4o-transcribe", "gpt-4o-transcribe-diarize")) {
};
var AudioTranscription = class extends (/* @__PURE__ */ Class("AudioTranscription")({
  /**
  * The model to use for transcription. Current options are `whisper-1`, `gpt-4o-mini-transcribe`, `gpt-4o-transcribe`, and `gpt-4o-transcribe-diarize`. Use `gpt-4o-transcribe-diarize` when you need diarization with speaker labels.
  */
  "model": /* @__PURE__ */ optionalWith(AudioTranscriptionModel, { nullable: true }),
  /**
  * The language of the input audio. Supplying the input language in
  * [ISO-639-1](https://en.wikipedia.org/wiki/List_of_ISO_639-1_codes) (e.g. `en`) format
  * will improve accuracy and latency.
  */
  "language": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * An optional text to guide the model's style or continue a previous audio
  * segment.
  * For `whisper-1`, the [prompt is a list of keywords](https://platform.openai.com/docs/guides/speech-to-text#prompting).
  * For `gpt-4o-transcribe` models (excluding `gpt-4o-transcribe-diarize`), the prompt is a free text string, for example "expect words related to technology".
  */
  "prompt": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var NoiseReductionType = class extends (/* @__PURE__ */ Literal("near_field", "far_field")) {
};
var RealtimeFunctionToolType = class extends (/* @__PURE__ */ Literal("function")) {
};
var RealtimeFunctionTool = class extends (/* @__PURE__ */ Class("RealtimeFunctionTool")({
  /**
  * The type of the tool, i.e. `function`.
  */
  "type": /* @__PURE__ */ optionalWith(RealtimeFunctionToolType, { nullable: true }),
  /**
  * The name of the function.
  */
  "name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The description of the function, including guidance on when and how
  * to call it, and guidance about what to tell the user when calling
  * (if anything).
  */
  "description": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Parameters of the function in JSON Schema.
  */
  "parameters": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var ToolChoiceOptions = class extends (/* @__PURE__ */ Literal("none", "auto", "required")) {
};
var ToolChoiceFunctionType = class extends (/* @__PURE__ */ Literal("function")) {
};
var ToolChoiceFunction = class extends (/* @__PURE__ */ Class("ToolChoiceFunction")({
  /**
  * For function calling, the type is always `function`.
  */
  "type": ToolChoiceFunctionType,
  /**
  * The name of the function to call.
  */
  "name": String$
})) {
};
var ToolChoiceMCPType = class extends (/* @__PURE__ */ Literal("mcp")) {
};
var ToolChoiceMCP = class extends (/* @__PURE__ */ Class("ToolChoiceMCP")({
  /**
  * For MCP tools, the type is always `mcp`.
  */
  "type": ToolChoiceMCPType,
  /**
  * The label of the MCP server to use.
  */
  "server_label": String$,
  "name": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var RealtimeTruncationEnum = class extends (/* @__PURE__ */ Literal("auto", "disabled")) {
};
var RealtimeTruncationEnumType = class extends (/* @__PURE__ */ Literal("retention_ratio")) {
};
var RealtimeTruncation = class extends (/* @__PURE__ */ Union(
  /**
  * The truncation strategy to use for the session. `auto` is the default truncation strategy. `disabled` will disable truncation and emit errors when the conversation exceeds the input token limit.
  */
  RealtimeTruncationEnum,
  /**
  * Retain a fraction of the conversation tokens when the conversation exceeds the input token limit. This allows you to amortize truncations across multiple turns, which can help improve cached token usage.
  */
  /* @__PURE__ */ Struct({
    /**
    * Use retention ratio truncation.
    */
    "type": RealtimeTruncationEnumType,
    /**
    * Fraction of post-instruction conversation tokens to retain (`0.0` - `1.0`) when the conversation exceeds the input token limit. Setting this to `0.8` means that messages will be dropped until 80% of the maximum allowed tokens are used. This helps reduce the frequency of truncations and improve cache rates.
    */
    "retention_ratio": /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(1)),
    /**
    * Optional custom token limits for this truncation strategy. If not provided, the model's default token limits will be used.
    */
    "token_limits": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * Maximum tokens allowed in the conversation after instructions (which including tool definitions). For example, setting this to 5,000 would mean that truncation would occur when the conversation exceeds 5,000 tokens after instructions. This cannot be higher than the model's context window size minus the maximum output tokens.
      */
      "post_instructions": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)), { nullable: true })
    }), { nullable: true })
  })
)) {
};
var RealtimeSessionCreateResponseGAType = class extends (/* @__PURE__ */ Literal("realtime")) {
};
var RealtimeSessionCreateResponseGAModelEnum = class extends (/* @__PURE__ */ Literal("gpt-realtime", "gpt-realtime-2025-08-28", "gpt-4o-realtime-preview", "gpt-4o-realtime-preview-2024-10-01", "gpt-4o-realtime-preview-2024-12-17", "gpt-4o-realtime-preview-2025-06-03", "gpt-4o-mini-realtime-preview", "gpt-4o-mini-realtime-preview-2024-12-17", "gpt-realtime-mini", "gpt-realtime-mini-2025-10-06", "gpt-audio-mini", "gpt-audio-mini-2025-10-06")) {
};
var RealtimeSessionCreateResponseGATracingEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var RealtimeSessionCreateResponseGAMaxOutputTokensEnum = class extends (/* @__PURE__ */ Literal("inf")) {
};
var RealtimeSessionCreateResponseGA = class extends (/* @__PURE__ */ Class("RealtimeSessionCreateResponseGA")({
  /**
  * Ephemeral key returned by the API.
  */
  "client_secret": /* @__PURE__ */ Struct({
    /**
    * Ephemeral key usable in client environments to authenticate connections to the Realtime API. Use this in client-side environments rather than a standard API token, which should only be used server-side.
    */
    "value": String$,
    /**
    * Timestamp for when the token expires. Currently, all tokens expire
    * after one minute.
    */
    "expires_at": Int
  }),
  /**
  * The type of session to create. Always `realtime` for the Realtime API.
  */
  "type": RealtimeSessionCreateResponseGAType,
  /**
  * The set of modalities the model can respond with. It defaults to `["audio"]`, indicating
  * that the model will respond with audio plus a transcript. `["text"]` can be used to make
  * the model respond with text only. It is not possible to request both `text` and `audio` at the same time.
  */
  "output_modalities": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Literal("text", "audio")), { nullable: true, default: () => ["audio"] }),
  /**
  * The Realtime model used for this session.
  */
  "model": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(String$, RealtimeSessionCreateResponseGAModelEnum), { nullable: true }),
  /**
  * The default system instructions (i.e. system message) prepended to model calls. This field allows the client to guide the model on desired responses. The model can be instructed on response content and format, (e.g. "be extremely succinct", "act friendly", "here are examples of good responses") and on audio behavior (e.g. "talk quickly", "inject emotion into your voice", "laugh frequently"). The instructions are not guaranteed to be followed by the model, but they provide guidance to the model on the desired behavior.
  *
  * Note that the server sets default instructions which will be used if this field is not set and are visible in the `session.created` event at the start of the session.
  */
  "instructions": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Configuration for input and output audio.
  */
  "audio": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "input": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The format of the input audio.
    */
    "format": /* @__PURE__ */ optionalWith(RealtimeAudioFormats, { nullable: true }),
    /**
    * Configuration for input audio transcription, defaults to off and can be set to `null` to turn off once on. Input audio transcription is not native to the model, since the model consumes audio directly. Transcription runs asynchronously through [the /audio/transcriptions endpoint](https://platform.openai.com/docs/api-reference/audio/createTranscription) and should be treated as guidance of input audio content rather than precisely what the model heard. The client can optionally set the language and prompt for transcription, these offer additional guidance to the transcription service.
    */
    "transcription": /* @__PURE__ */ optionalWith(AudioTranscription, { nullable: true }),
    /**
    * Configuration for input audio noise reduction. This can be set to `null` to turn off.
    * Noise reduction filters audio added to the input audio buffer before it is sent to VAD and the model.
    * Filtering the audio can improve VAD and turn detection accuracy (reducing false positives) and model performance by improving perception of the input audio.
    */
    "noise_reduction": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "type": /* @__PURE__ */ optionalWith(NoiseReductionType, { nullable: true }) }), { nullable: true }),
    "turn_detection": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
      /**
      * Server-side voice activity detection (VAD) which flips on when user speech is detected and off after a period of silence.
      */
      /* @__PURE__ */ Struct({
        /**
        * Type of turn detection, `server_vad` to turn on simple Server VAD.
        */
        "type": /* @__PURE__ */ Literal("server_vad").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "server_vad")),
        /**
        * Used only for `server_vad` mode. Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
        * higher threshold will require louder audio to activate the model, and
        * thus might perform better in noisy environments.
        */
        "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
        /**
        * Used only for `server_vad` mode. Amount of audio to include before the VAD detected speech (in
        * milliseconds). Defaults to 300ms.
        */
        "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
        /**
        * Used only for `server_vad` mode. Duration of silence to detect speech stop (in milliseconds). Defaults
        * to 500ms. With shorter values the model will respond more quickly,
        * but may jump in on short pauses from the user.
        */
        "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
        /**
        * Whether or not to automatically generate a response when a VAD stop event occurs.
        */
        "create_response": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true, default: () => true }),
        /**
        * Whether or not to automatically interrupt any ongoing response with output to the default
        * conversation (i.e. `conversation` of `auto`) when a VAD start event occurs.
        */
        "interrupt_response": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true, default: () => true }),
        "idle_timeout_ms": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(5e3), /* @__PURE__ */ lessThanOrEqualTo(3e4)), { nullable: true })
      }),
      /**
      * Server-side semantic turn detection which uses a model to determine when the user has finished speaking.
      */
      /* @__PURE__ */ Struct({
        /**
        * Type of turn detection, `semantic_vad` to turn on Semantic VAD.
        */
        "type": /* @__PURE__ */ Literal("semantic_vad"),
        /**
        * Used only for `semantic_vad` mode. The eagerness of the model to respond. `low` will wait longer for the user to continue speaking, `high` will respond more quickly. `auto` is the default and is equivalent to `medium`. `low`, `medium`, and `high` have max timeouts of 8s, 4s, and 2s respectively.
        */
        "eagerness": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("low", "medium", "high", "auto"), { nullable: true, default: () => "auto" }),
        /**
        * Whether or not to automatically generate a response when a VAD stop event occurs.
        */
        "create_response": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true, default: () => true }),
        /**
        * Whether or not to automatically interrupt any ongoing response with output to the default
        * conversation (i.e. `conversation` of `auto`) when a VAD start event occurs.
        */
        "interrupt_response": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true, default: () => true })
      })
    ), { nullable: true })
  }), { nullable: true }), "output": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The format of the output audio.
    */
    "format": /* @__PURE__ */ optionalWith(RealtimeAudioFormats, { nullable: true }),
    /**
    * The voice the model uses to respond. Voice cannot be changed during the
    * session once the model has responded with audio at least once. Current
    * voice options are `alloy`, `ash`, `ballad`, `coral`, `echo`, `sage`,
    * `shimmer`, `verse`, `marin`, and `cedar`. We recommend `marin` and `cedar` for
    * best quality.
    */
    "voice": /* @__PURE__ */ optionalWith(VoiceIdsShared, { nullable: true }),
    /**
    * The speed of the model's spoken response as a multiple of the original speed.
    * 1.0 is the default speed. 0.25 is the minimum speed. 1.5 is the maximum speed. This value can only be changed in between model turns, not while a response is in progress.
    *
    * This parameter is a post-processing adjustment to the audio after it is generated, it's
    * also possible to prompt the model to speak faster or slower.
    */
    "speed": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0.25), /* @__PURE__ */ lessThanOrEqualTo(1.5)), { nullable: true, default: () => 1 })
  }), { nullable: true }) }), { nullable: true }),
  /**
  * Additional fields to include in server outputs.
  *
  * `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
  */
  "include": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Literal("item.input_audio_transcription.logprobs")), { nullable: true }),
  "tracing": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
    /**
    * Enables tracing and sets default values for tracing configuration options. Always `auto`.
    */
    RealtimeSessionCreateResponseGATracingEnum,
    /**
    * Granular configuration for tracing.
    */
    /* @__PURE__ */ Struct({
      /**
      * The name of the workflow to attach to this trace. This is used to
      * name the trace in the Traces Dashboard.
      */
      "workflow_name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The group id to attach to this trace to enable filtering and
      * grouping in the Traces Dashboard.
      */
      "group_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The arbitrary metadata to attach to this trace to enable
      * filtering in the Traces Dashboard.
      */
      "metadata": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
    })
  ), { nullable: true }),
  /**
  * Tools available to the model.
  */
  "tools": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(RealtimeFunctionTool, MCPTool)), { nullable: true }),
  /**
  * How the model chooses tools. Provide one of the string modes or force a specific
  * function/MCP tool.
  */
  "tool_choice": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(ToolChoiceOptions, ToolChoiceFunction, ToolChoiceMCP), { nullable: true, default: () => "auto" }),
  /**
  * Maximum number of output tokens for a single assistant response,
  * inclusive of tool calls. Provide an integer between 1 and 4096 to
  * limit output tokens, or `inf` for the maximum available tokens for a
  * given model. Defaults to `inf`.
  */
  "max_output_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(Int, RealtimeSessionCreateResponseGAMaxOutputTokensEnum), { nullable: true }),
  "truncation": /* @__PURE__ */ optionalWith(RealtimeTruncation, { nullable: true }),
  "prompt": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The unique identifier of the prompt template to use.
    */
    "id": String$,
    "version": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "variables": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
  }), { nullable: true })
})) {
};
var RealtimeTranscriptionSessionCreateResponseGAType = class extends (/* @__PURE__ */ Literal("transcription")) {
};
var RealtimeTranscriptionSessionCreateResponseGA = class extends (/* @__PURE__ */ Class("RealtimeTranscriptionSessionCreateResponseGA")({
  /**
  * The type of session. Always `transcription` for transcription sessions.
  */
  "type": RealtimeTranscriptionSessionCreateResponseGAType,
  /**
  * Unique identifier for the session that looks like `sess_1234567890abcdef`.
  */
  "id": String$,
  /**
  * The object type. Always `realtime.transcription_session`.
  */
  "object": String$,
  /**
  * Expiration timestamp for the session, in seconds since epoch.
  */
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * Additional fields to include in server outputs.
  * - `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
  */
  "include": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Literal("item.input_audio_transcription.logprobs")), { nullable: true }),
  /**
  * Configuration for input audio for the session.
  */
  "audio": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "input": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    "format": /* @__PURE__ */ optionalWith(RealtimeAudioFormats, { nullable: true }),
    /**
    * Configuration of the transcription model.
    */
    "transcription": /* @__PURE__ */ optionalWith(AudioTranscription, { nullable: true }),
    /**
    * Configuration for input audio noise reduction.
    */
    "noise_reduction": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "type": /* @__PURE__ */ optionalWith(NoiseReductionType, { nullable: true }) }), { nullable: true }),
    /**
    * Configuration for turn detection. Can be set to `null` to turn off. Server
    * VAD means that the model will detect the start and end of speech based on
    * audio volume and respond at the end of user speech.
    */
    "turn_detection": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * Type of turn detection, only `server_vad` is currently supported.
      */
      "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
      * higher threshold will require louder audio to activate the model, and
      * thus might perform better in noisy environments.
      */
      "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
      /**
      * Amount of audio to include before the VAD detected speech (in
      * milliseconds). Defaults to 300ms.
      */
      "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      /**
      * Duration of silence to detect speech stop (in milliseconds). Defaults
      * to 500ms. With shorter values the model will respond more quickly,
      * but may jump in on short pauses from the user.
      */
      "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }) }), { nullable: true })
})) {
};
var RealtimeCreateClientSecretResponse = class extends (/* @__PURE__ */ Class("RealtimeCreateClientSecretResponse")({
  /**
  * The generated client secret value.
  */
  "value": String$,
  /**
  * Expiration timestamp for the client secret, in seconds since epoch.
  */
  "expires_at": Int,
  /**
  * The session configuration for either a realtime or transcription session.
  */
  "session": /* @__PURE__ */ Union(RealtimeSessionCreateResponseGA, RealtimeTranscriptionSessionCreateResponseGA)
})) {
};
var RealtimeSessionCreateResponseTracingEnum = class extends (/* @__PURE__ */ Literal("auto")) {
};
var RealtimeSessionCreateResponseMaxOutputTokensEnum = class extends (/* @__PURE__ */ Literal("inf")) {
};
var RealtimeSessionCreateResponse = class extends (/* @__PURE__ */ Class("RealtimeSessionCreateResponse")({
  /**
  * Unique identifier for the session that looks like `sess_1234567890abcdef`.
  */
  "id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The object type. Always `realtime.session`.
  */
  "object": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Expiration timestamp for the session, in seconds since epoch.
  */
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * Additional fields to include in server outputs.
  * - `item.input_audio_transcription.logprobs`: Include logprobs for input audio transcription.
  */
  "include": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Literal("item.input_audio_transcription.logprobs")), { nullable: true }),
  /**
  * The Realtime model used for this session.
  */
  "model": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * The default system instructions (i.e. system message) prepended to model
  * calls. This field allows the client to guide the model on desired
  * responses. The model can be instructed on response content and format,
  * (e.g. "be extremely succinct", "act friendly", "here are examples of good
  * responses") and on audio behavior (e.g. "talk quickly", "inject emotion
  * into your voice", "laugh frequently"). The instructions are not guaranteed
  * to be followed by the model, but they provide guidance to the model on the
  * desired behavior.
  *
  * Note that the server sets default instructions which will be used if this
  * field is not set and are visible in the `session.created` event at the
  * start of the session.
  */
  "instructions": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Configuration for input and output audio for the session.
  */
  "audio": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "input": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    "format": /* @__PURE__ */ optionalWith(RealtimeAudioFormats, { nullable: true }),
    /**
    * Configuration for input audio transcription.
    */
    "transcription": /* @__PURE__ */ optionalWith(AudioTranscription, { nullable: true }),
    /**
    * Configuration for input audio noise reduction.
    */
    "noise_reduction": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "type": /* @__PURE__ */ optionalWith(NoiseReductionType, { nullable: true }) }), { nullable: true }),
    /**
    * Configuration for turn detection.
    */
    "turn_detection": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
      /**
      * Type of turn detection, only `server_vad` is currently supported.
      */
      "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
      "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
      "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true })
    }), { nullable: true })
  }), { nullable: true }), "output": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({ "format": /* @__PURE__ */ optionalWith(RealtimeAudioFormats, { nullable: true }), "voice": /* @__PURE__ */ optionalWith(VoiceIdsShared, { nullable: true }), "speed": /* @__PURE__ */ optionalWith(Number$, { nullable: true }) }), { nullable: true }) }), { nullable: true }),
  /**
  * Configuration options for tracing. Set to null to disable tracing. Once
  * tracing is enabled for a session, the configuration cannot be modified.
  *
  * `auto` will create a trace for the session with default values for the
  * workflow name, group id, and metadata.
  */
  "tracing": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(
    /**
    * Default tracing mode for the session.
    */
    RealtimeSessionCreateResponseTracingEnum,
    /**
    * Granular configuration for tracing.
    */
    /* @__PURE__ */ Struct({
      /**
      * The name of the workflow to attach to this trace. This is used to
      * name the trace in the traces dashboard.
      */
      "workflow_name": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The group id to attach to this trace to enable filtering and
      * grouping in the traces dashboard.
      */
      "group_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
      /**
      * The arbitrary metadata to attach to this trace to enable
      * filtering in the traces dashboard.
      */
      "metadata": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
    })
  ), { nullable: true }),
  /**
  * Configuration for turn detection. Can be set to `null` to turn off. Server
  * VAD means that the model will detect the start and end of speech based on
  * audio volume and respond at the end of user speech.
  */
  "turn_detection": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * Type of turn detection, only `server_vad` is currently supported.
    */
    "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
    * higher threshold will require louder audio to activate the model, and
    * thus might perform better in noisy environments.
    */
    "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
    /**
    * Amount of audio to include before the VAD detected speech (in
    * milliseconds). Defaults to 300ms.
    */
    "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
    /**
    * Duration of silence to detect speech stop (in milliseconds). Defaults
    * to 500ms. With shorter values the model will respond more quickly,
    * but may jump in on short pauses from the user.
    */
    "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true })
  }), { nullable: true }),
  /**
  * Tools (functions) available to the model.
  */
  "tools": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(RealtimeFunctionTool), { nullable: true }),
  /**
  * How the model chooses tools. Options are `auto`, `none`, `required`, or
  * specify a function.
  */
  "tool_choice": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Maximum number of output tokens for a single assistant response,
  * inclusive of tool calls. Provide an integer between 1 and 4096 to
  * limit output tokens, or `inf` for the maximum available tokens for a
  * given model. Defaults to `inf`.
  */
  "max_output_tokens": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Union(Int, RealtimeSessionCreateResponseMaxOutputTokensEnum), { nullable: true })
})) {
};
var RealtimeTranscriptionSessionCreateResponse = class extends (/* @__PURE__ */ Class("RealtimeTranscriptionSessionCreateResponse")({
  /**
  * Ephemeral key returned by the API. Only present when the session is
  * created on the server via REST API.
  */
  "client_secret": /* @__PURE__ */ Struct({
    /**
    * Ephemeral key usable in client environments to authenticate connections
    * to the Realtime API. Use this in client-side environments rather than
    * a standard API token, which should only be used server-side.
    */
    "value": String$,
    /**
    * Timestamp for when the token expires. Currently, all tokens expire
    * after one minute.
    */
    "expires_at": Int
  }),
  /**
  * The format of input audio. Options are `pcm16`, `g711_ulaw`, or `g711_alaw`.
  */
  "input_audio_format": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Configuration of the transcription model.
  */
  "input_audio_transcription": /* @__PURE__ */ optionalWith(AudioTranscription, { nullable: true }),
  /**
  * Configuration for turn detection. Can be set to `null` to turn off. Server
  * VAD means that the model will detect the start and end of speech based on
  * audio volume and respond at the end of user speech.
  */
  "turn_detection": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * Type of turn detection, only `server_vad` is currently supported.
    */
    "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
    * higher threshold will require louder audio to activate the model, and
    * thus might perform better in noisy environments.
    */
    "threshold": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
    /**
    * Amount of audio to include before the VAD detected speech (in
    * milliseconds). Defaults to 300ms.
    */
    "prefix_padding_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
    /**
    * Duration of silence to detect speech stop (in milliseconds). Defaults
    * to 500ms. With shorter values the model will respond more quickly,
    * but may jump in on short pauses from the user.
    */
    "silence_duration_ms": /* @__PURE__ */ optionalWith(Int, { nullable: true })
  }), { nullable: true })
})) {
};
var ModelIdsResponsesEnum = class extends (/* @__PURE__ */ Literal("o1-pro", "o1-pro-2025-03-19", "o3-pro", "o3-pro-2025-06-10", "o3-deep-research", "o3-deep-research-2025-06-26", "o4-mini-deep-research", "o4-mini-deep-research-2025-06-26", "computer-use-preview", "computer-use-preview-2025-03-11", "gpt-5-codex", "gpt-5-pro", "gpt-5-pro-2025-10-06")) {
};
var ModelIdsResponses = class extends (/* @__PURE__ */ Union(ModelIdsShared, ModelIdsResponsesEnum)) {
};
var ReasoningSummaryEnum = class extends (/* @__PURE__ */ Literal("auto", "concise", "detailed")) {
};
var ReasoningGenerateSummaryEnum = class extends (/* @__PURE__ */ Literal("auto", "concise", "detailed")) {
};
var Reasoning = class extends (/* @__PURE__ */ Class("Reasoning")({ "effort": /* @__PURE__ */ optionalWith(ReasoningEffortEnum, { nullable: true }), "summary": /* @__PURE__ */ optionalWith(ReasoningSummaryEnum, { nullable: true }), "generate_summary": /* @__PURE__ */ optionalWith(ReasoningGenerateSummaryEnum, { nullable: true }) })) {
};
var ResponseTextParam = class extends (/* @__PURE__ */ Class("ResponseTextParam")({ "format": /* @__PURE__ */ optionalWith(TextResponseFormatConfiguration, { nullable: true }), "verbosity": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("low", "medium", "high"), { nullable: true }) })) {
};
var ToolsArray = class extends (/* @__PURE__ */ Array$(Tool)) {
};
var ToolChoiceAllowedType = class extends (/* @__PURE__ */ Literal("allowed_tools")) {
};
var ToolChoiceAllowedMode = class extends (/* @__PURE__ */ Literal("auto", "required")) {
};
var ToolChoiceAllowed = class extends (/* @__PURE__ */ Class("ToolChoiceAllowed")({
  /**
  * Allowed tool configuration type. Always `allowed_tools`.
  */
  "type": ToolChoiceAllowedType,
  /**
  * Constrains the tools available to the model to a pre-defined set.
  *
  * `auto` allows the model to pick from among the allowed tools and generate a
  * message.
  *
  * `required` requires the model to call one or more of the allowed tools.
  */
  "mode": ToolChoiceAllowedMode,
  /**
  * A list of tool definitions that the model should be allowed to call.
  *
  * For the Responses API, the list of tool definitions might look like:
  * ```json
  * [
  *   { "type": "function", "name": "get_weather" },
  *   { "type": "mcp", "server_label": "deepwiki" },
  *   { "type": "image_generation" }
  * ]
  * ```
  */
  "tools": /* @__PURE__ */ Array$(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var ToolChoiceTypesType = class extends (/* @__PURE__ */ Literal("file_search", "web_search_preview", "computer_use_preview", "web_search_preview_2025_03_11", "image_generation", "code_interpreter")) {
};
var ToolChoiceTypes = class extends (/* @__PURE__ */ Class("ToolChoiceTypes")({
  /**
  * The type of hosted tool the model should to use. Learn more about
  * [built-in tools](https://platform.openai.com/docs/guides/tools).
  *
  * Allowed values are:
  * - `file_search`
  * - `web_search_preview`
  * - `computer_use_preview`
  * - `code_interpreter`
  * - `image_generation`
  */
  "type": ToolChoiceTypesType
})) {
};
var ToolChoiceCustomType = class extends (/* @__PURE__ */ Literal("custom")) {
};
var ToolChoiceCustom = class extends (/* @__PURE__ */ Class("ToolChoiceCustom")({
  /**
  * For custom tool calling, the type is always `custom`.
  */
  "type": ToolChoiceCustomType,
  /**
  * The name of the custom tool to call.
  */
  "name": String$
})) {
};
var SpecificApplyPatchParamType = class extends (/* @__PURE__ */ Literal("apply_patch")) {
};
var SpecificApplyPatchParam = class extends (/* @__PURE__ */ Class("SpecificApplyPatchParam")({
  /**
  * The tool to call. Always `apply_patch`.
  */
  "type": /* @__PURE__ */ SpecificApplyPatchParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "apply_patch"))
})) {
};
var SpecificFunctionShellParamType = class extends (/* @__PURE__ */ Literal("shell")) {
};
var SpecificFunctionShellParam = class extends (/* @__PURE__ */ Class("SpecificFunctionShellParam")({
  /**
  * The tool to call. Always `shell`.
  */
  "type": /* @__PURE__ */ SpecificFunctionShellParamType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "shell"))
})) {
};
var ToolChoiceParam = class extends (/* @__PURE__ */ Union(ToolChoiceOptions, ToolChoiceAllowed, ToolChoiceTypes, ToolChoiceFunction, ToolChoiceMCP, ToolChoiceCustom, SpecificApplyPatchParam, SpecificFunctionShellParam)) {
};
var ResponseObject = class extends (/* @__PURE__ */ Literal("response")) {
};
var ResponseStatus = class extends (/* @__PURE__ */ Literal("completed", "failed", "in_progress", "cancelled", "queued", "incomplete")) {
};
var ResponseErrorCode = class extends (/* @__PURE__ */ Literal("server_error", "rate_limit_exceeded", "invalid_prompt", "vector_store_timeout", "invalid_image", "invalid_image_format", "invalid_base64_image", "invalid_image_url", "image_too_large", "image_too_small", "image_parse_error", "image_content_policy_violation", "invalid_image_mode", "image_file_too_large", "unsupported_image_media_type", "empty_image_file", "failed_to_download_image", "image_file_not_found")) {
};
var OutputItem = class extends (/* @__PURE__ */ Union(OutputMessage, FileSearchToolCall, FunctionToolCall, WebSearchToolCall, ComputerToolCall, ReasoningItem, ImageGenToolCall, CodeInterpreterToolCall, LocalShellToolCall, FunctionShellCall, FunctionShellCallOutput, ApplyPatchToolCall, ApplyPatchToolCallOutput, MCPToolCall, MCPListTools, MCPApprovalRequest, CustomToolCall)) {
};
var ResponseUsage = class extends (/* @__PURE__ */ Class("ResponseUsage")({
  /**
  * The number of input tokens.
  */
  "input_tokens": Int,
  /**
  * A detailed breakdown of the input tokens.
  */
  "input_tokens_details": /* @__PURE__ */ Struct({
    /**
    * The number of tokens that were retrieved from the cache.
    * [More on prompt caching](https://platform.openai.com/docs/guides/prompt-caching).
    */
    "cached_tokens": Int
  }),
  /**
  * The number of output tokens.
  */
  "output_tokens": Int,
  /**
  * A detailed breakdown of the output tokens.
  */
  "output_tokens_details": /* @__PURE__ */ Struct({
    /**
    * The number of reasoning tokens.
    */
    "reasoning_tokens": Int
  }),
  /**
  * The total number of tokens used.
  */
  "total_tokens": Int
})) {
};
var Conversation2 = class extends (/* @__PURE__ */ Class("Conversation2")({
  /**
  * The unique ID of the conversation.
  */
  "id": String$
})) {
};
var ResponseTruncationEnum = class extends (/* @__PURE__ */ Literal("auto", "disabled")) {
};
var ResponsePromptCacheRetentionEnum = class extends (/* @__PURE__ */ Literal("in_memory", "24h")) {
};
var Response = class extends (/* @__PURE__ */ Class("Response")({
  /**
  * Unique identifier for this Response.
  */
  "id": String$,
  /**
  * The object type of this resource - always set to `response`.
  */
  "object": ResponseObject,
  /**
  * The status of the response generation. One of `completed`, `failed`,
  * `in_progress`, `cancelled`, `queued`, or `incomplete`.
  */
  "status": /* @__PURE__ */ optionalWith(ResponseStatus, { nullable: true }),
  /**
  * Unix timestamp (in seconds) of when this Response was created.
  */
  "created_at": Number$,
  "error": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    "code": ResponseErrorCode,
    /**
    * A human-readable description of the error.
    */
    "message": String$
  })),
  "incomplete_details": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * The reason why the response is incomplete.
    */
    "reason": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("max_output_tokens", "content_filter"), { nullable: true })
  })),
  /**
  * An array of content items generated by the model.
  *
  * - The length and order of items in the `output` array is dependent
  *   on the model's response.
  * - Rather than accessing the first item in the `output` array and
  *   assuming it's an `assistant` message with the content generated by
  *   the model, you might consider using the `output_text` property where
  *   supported in SDKs.
  */
  "output": /* @__PURE__ */ Array$(OutputItem),
  "instructions": /* @__PURE__ */ NullOr(/* @__PURE__ */ Union(
    String$,
    /**
    * A list of one or many input items to the model, containing
    * different content types.
    */
    /* @__PURE__ */ Array$(InputItem)
  )),
  "output_text": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "usage": /* @__PURE__ */ optionalWith(ResponseUsage, { nullable: true }),
  /**
  * Whether to allow the model to run tool calls in parallel.
  */
  "parallel_tool_calls": /* @__PURE__ */ Boolean$.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => true)),
  "conversation": /* @__PURE__ */ optionalWith(Conversation2, { nullable: true }),
  "previous_response_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
  * offers a wide range of models with different capabilities, performance
  * characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models)
  * to browse and compare available models.
  */
  "model": ModelIdsResponses,
  "reasoning": /* @__PURE__ */ optionalWith(Reasoning, { nullable: true }),
  "background": /* @__PURE__ */ optionalWith(Boolean$, { nullable: true }),
  "max_output_tokens": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "max_tool_calls": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "text": /* @__PURE__ */ optionalWith(ResponseTextParam, { nullable: true }),
  "tools": ToolsArray,
  "tool_choice": ToolChoiceParam,
  "prompt": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The unique identifier of the prompt template to use.
    */
    "id": String$,
    "version": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    "variables": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
  }), { nullable: true }),
  "truncation": /* @__PURE__ */ optionalWith(ResponseTruncationEnum, { nullable: true }),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "top_logprobs": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(20)), { nullable: true }),
  "temperature": /* @__PURE__ */ NullOr(/* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(2))),
  "top_p": /* @__PURE__ */ NullOr(/* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(1))),
  /**
  * This field is being replaced by `safety_identifier` and `prompt_cache_key`. Use `prompt_cache_key` instead to maintain caching optimizations.
  * A stable identifier for your end-users.
  * Used to boost cache hit rates by better bucketing similar requests and  to help OpenAI detect and prevent abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
  */
  "user": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * A stable identifier used to help detect users of your application that may be violating OpenAI's usage policies.
  * The IDs should be a string that uniquely identifies each user. We recommend hashing their username or email address, in order to avoid sending us any identifying information. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#safety-identifiers).
  */
  "safety_identifier": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  /**
  * Used by OpenAI to cache responses for similar requests to optimize your cache hit rates. Replaces the `user` field. [Learn more](https://platform.openai.com/docs/guides/prompt-caching).
  */
  "prompt_cache_key": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
  "service_tier": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Literal("auto", "default", "flex", "scale", "priority"), { nullable: true }),
  "prompt_cache_retention": /* @__PURE__ */ optionalWith(ResponsePromptCacheRetentionEnum, { nullable: true })
})) {
};
var InputMessageResourceType = class extends (/* @__PURE__ */ Literal("message")) {
};
var InputMessageResourceRole = class extends (/* @__PURE__ */ Literal("user", "system", "developer")) {
};
var InputMessageResourceStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "incomplete")) {
};
var InputMessageResource = class extends (/* @__PURE__ */ Class("InputMessageResource")({
  /**
  * The unique ID of the message input.
  */
  "id": String$,
  /**
  * The type of the message input. Always set to `message`.
  */
  "type": /* @__PURE__ */ optionalWith(InputMessageResourceType, { nullable: true }),
  /**
  * The role of the message input. One of `user`, `system`, or `developer`.
  */
  "role": InputMessageResourceRole,
  /**
  * The status of item. One of `in_progress`, `completed`, or
  * `incomplete`. Populated when items are returned via API.
  */
  "status": /* @__PURE__ */ optionalWith(InputMessageResourceStatus, { nullable: true }),
  "content": InputMessageContentList
})) {
};
var ItemResource = class extends (/* @__PURE__ */ Union(InputMessageResource, OutputMessage, FileSearchToolCall, ComputerToolCall, ComputerToolCallOutputResource, WebSearchToolCall, FunctionToolCallResource, FunctionToolCallOutputResource, ImageGenToolCall, CodeInterpreterToolCall, LocalShellToolCall, LocalShellToolCallOutput, FunctionShellCall, FunctionShellCallOutput, ApplyPatchToolCall, ApplyPatchToolCallOutput, MCPListTools, MCPApprovalRequest, MCPApprovalResponseResource, MCPToolCall)) {
};
var ResponseItemList = class extends (/* @__PURE__ */ Class("ResponseItemList")({
  /**
  * The type of object returned, must be `list`.
  */
  "object": /* @__PURE__ */ Literal("list"),
  /**
  * A list of items used to generate this response.
  */
  "data": /* @__PURE__ */ Array$(ItemResource),
  /**
  * Whether there are more items available.
  */
  "has_more": Boolean$,
  /**
  * The ID of the first item in the list.
  */
  "first_id": String$,
  /**
  * The ID of the last item in the list.
  */
  "last_id": String$
})) {
};
var MessageContentImageFileObjectType = class extends (/* @__PURE__ */ Literal("image_file")) {
};
var MessageContentImageFileObjectImageFileDetail = class extends (/* @__PURE__ */ Literal("auto", "low", "high")) {
};
var MessageContentImageFileObject = class extends (/* @__PURE__ */ Class("MessageContentImageFileObject")({
  /**
  * Always `image_file`.
  */
  "type": MessageContentImageFileObjectType,
  "image_file": /* @__PURE__ */ Struct({
    /**
    * The [File](https://platform.openai.com/docs/api-reference/files) ID of the image in the message content. Set `purpose="vision"` when uploading the File if you need to later display the file content.
    */
    "file_id": String$,
    /**
    * Specifies the detail level of the image if specified by the user. `low` uses fewer tokens, you can opt in to high resolution using `high`.
    */
    "detail": /* @__PURE__ */ optionalWith(MessageContentImageFileObjectImageFileDetail, { nullable: true, default: () => "auto" })
  })
})) {
};
var MessageContentImageUrlObjectType = class extends (/* @__PURE__ */ Literal("image_url")) {
};
var MessageContentImageUrlObjectImageUrlDetail = class extends (/* @__PURE__ */ Literal("auto", "low", "high")) {
};
var MessageContentImageUrlObject = class extends (/* @__PURE__ */ Class("MessageContentImageUrlObject")({
  /**
  * The type of the content part.
  */
  "type": MessageContentImageUrlObjectType,
  "image_url": /* @__PURE__ */ Struct({
    /**
    * The external URL of the image, must be a supported image types: jpeg, jpg, png, gif, webp.
    */
    "url": String$,
    /**
    * Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`. Default value is `auto`
    */
    "detail": /* @__PURE__ */ optionalWith(MessageContentImageUrlObjectImageUrlDetail, { nullable: true, default: () => "auto" })
  })
})) {
};
var AssistantToolsFileSearchTypeOnlyType = class extends (/* @__PURE__ */ Literal("file_search")) {
};
var AssistantToolsFileSearchTypeOnly = class extends (/* @__PURE__ */ Class("AssistantToolsFileSearchTypeOnly")({
  /**
  * The type of tool being defined: `file_search`
  */
  "type": AssistantToolsFileSearchTypeOnlyType
})) {
};
var ThreadObjectObject = class extends (/* @__PURE__ */ Literal("thread")) {
};
var ThreadObject = class extends (/* @__PURE__ */ Class("ThreadObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `thread`.
  */
  "object": ThreadObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the thread was created.
  */
  "created_at": Int,
  "tool_resources": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({ "code_interpreter": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * A list of [file](https://platform.openai.com/docs/api-reference/files) IDs made available to the `code_interpreter` tool. There can be a maximum of 20 files associated with the tool.
    */
    "file_ids": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(20)), { nullable: true, default: () => [] })
  }), { nullable: true }), "file_search": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) attached to this thread. There can be a maximum of 1 vector store attached to the thread.
    */
    "vector_store_ids": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(String$).pipe(/* @__PURE__ */ maxItems(1)), { nullable: true })
  }), { nullable: true }) })),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var AssistantsNamedToolChoiceType = class extends (/* @__PURE__ */ Literal("function", "code_interpreter", "file_search")) {
};
var AssistantsNamedToolChoice = class extends (/* @__PURE__ */ Class("AssistantsNamedToolChoice")({
  /**
  * The type of the tool. If type is `function`, the function name must be set
  */
  "type": AssistantsNamedToolChoiceType,
  "function": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Struct({
    /**
    * The name of the function to call.
    */
    "name": String$
  }), { nullable: true })
})) {
};
var RunObjectObject = class extends (/* @__PURE__ */ Literal("thread.run")) {
};
var RunStatus = class extends (/* @__PURE__ */ Literal("queued", "in_progress", "requires_action", "cancelling", "cancelled", "failed", "completed", "incomplete", "expired")) {
};
var RunObjectRequiredActionType = class extends (/* @__PURE__ */ Literal("submit_tool_outputs")) {
};
var RunToolCallObjectType = class extends (/* @__PURE__ */ Literal("function")) {
};
var RunToolCallObject = class extends (/* @__PURE__ */ Class("RunToolCallObject")({
  /**
  * The ID of the tool call. This ID must be referenced when you submit the tool outputs in using the [Submit tool outputs to run](https://platform.openai.com/docs/api-reference/runs/submitToolOutputs) endpoint.
  */
  "id": String$,
  /**
  * The type of tool call the output is required for. For now, this is always `function`.
  */
  "type": RunToolCallObjectType,
  /**
  * The function definition.
  */
  "function": /* @__PURE__ */ Struct({
    /**
    * The name of the function.
    */
    "name": String$,
    /**
    * The arguments that the model expects you to pass to the function.
    */
    "arguments": String$
  })
})) {
};
var RunObjectLastErrorCode = class extends (/* @__PURE__ */ Literal("server_error", "rate_limit_exceeded", "invalid_prompt")) {
};
var RunObjectIncompleteDetailsReason = class extends (/* @__PURE__ */ Literal("max_completion_tokens", "max_prompt_tokens")) {
};
var RunObjectTruncationStrategy = class extends (/* @__PURE__ */ Struct({
  /**
  * The truncation strategy to use for the thread. The default is `auto`. If set to `last_messages`, the thread will be truncated to the n most recent messages in the thread. When set to `auto`, messages in the middle of the thread will be dropped to fit the context length of the model, `max_prompt_tokens`.
  */
  "type": /* @__PURE__ */ Literal("auto", "last_messages"),
  "last_messages": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1)), { nullable: true })
})) {
};
var RunObjectToolChoiceEnum = class extends (/* @__PURE__ */ Literal("none", "auto", "required")) {
};
var RunObjectToolChoice = class extends (/* @__PURE__ */ Union(
  /**
  * `none` means the model will not call any tools and instead generates a message. `auto` means the model can pick between generating a message or calling one or more tools. `required` means the model must call one or more tools before responding to the user.
  */
  RunObjectToolChoiceEnum,
  AssistantsNamedToolChoice
)) {
};
var RunObject = class extends (/* @__PURE__ */ Class("RunObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `thread.run`.
  */
  "object": RunObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the run was created.
  */
  "created_at": Int,
  /**
  * The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was executed on as a part of this run.
  */
  "thread_id": String$,
  /**
  * The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for execution of this run.
  */
  "assistant_id": String$,
  "status": RunStatus,
  /**
  * Details on the action required to continue the run. Will be `null` if no action is required.
  */
  "required_action": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * For now, this is always `submit_tool_outputs`.
    */
    "type": RunObjectRequiredActionType,
    /**
    * Details on the tool outputs needed for this run to continue.
    */
    "submit_tool_outputs": /* @__PURE__ */ Struct({
      /**
      * A list of the relevant tool calls.
      */
      "tool_calls": /* @__PURE__ */ Array$(RunToolCallObject)
    })
  })),
  /**
  * The last error associated with this run. Will be `null` if there are no errors.
  */
  "last_error": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * One of `server_error`, `rate_limit_exceeded`, or `invalid_prompt`.
    */
    "code": RunObjectLastErrorCode,
    /**
    * A human-readable description of the error.
    */
    "message": String$
  })),
  /**
  * The Unix timestamp (in seconds) for when the run will expire.
  */
  "expires_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The Unix timestamp (in seconds) for when the run was started.
  */
  "started_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The Unix timestamp (in seconds) for when the run was cancelled.
  */
  "cancelled_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The Unix timestamp (in seconds) for when the run failed.
  */
  "failed_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The Unix timestamp (in seconds) for when the run was completed.
  */
  "completed_at": /* @__PURE__ */ NullOr(Int),
  /**
  * Details on why the run is incomplete. Will be `null` if the run is not incomplete.
  */
  "incomplete_details": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * The reason why the run is incomplete. This will point to which specific token limit was reached over the course of the run.
    */
    "reason": /* @__PURE__ */ optionalWith(RunObjectIncompleteDetailsReason, { nullable: true })
  })),
  /**
  * The model that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
  */
  "model": String$,
  /**
  * The instructions that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
  */
  "instructions": String$,
  /**
  * The list of tools that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
  */
  "tools": /* @__PURE__ */ Array$(AssistantTool).pipe(maxItems(20)).pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => [])),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "usage": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * Number of completion tokens used over the course of the run.
    */
    "completion_tokens": Int,
    /**
    * Number of prompt tokens used over the course of the run.
    */
    "prompt_tokens": Int,
    /**
    * Total number of tokens used (prompt + completion).
    */
    "total_tokens": Int
  })),
  /**
  * The sampling temperature used for this run. If not set, defaults to 1.
  */
  "temperature": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
  /**
  * The nucleus sampling value used for this run. If not set, defaults to 1.
  */
  "top_p": /* @__PURE__ */ optionalWith(Number$, { nullable: true }),
  /**
  * The maximum number of prompt tokens specified to have been used over the course of the run.
  */
  "max_prompt_tokens": /* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(256))),
  /**
  * The maximum number of completion tokens specified to have been used over the course of the run.
  */
  "max_completion_tokens": /* @__PURE__ */ NullOr(/* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(256))),
  "truncation_strategy": RunObjectTruncationStrategy,
  "tool_choice": RunObjectToolChoice,
  "parallel_tool_calls": /* @__PURE__ */ ParallelToolCalls.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => true)),
  "response_format": AssistantsApiResponseFormatOption
})) {
};
var DeleteThreadResponseObject = class extends (/* @__PURE__ */ Literal("thread.deleted")) {
};
var DeleteThreadResponse = class extends (/* @__PURE__ */ Class("DeleteThreadResponse")({ "id": String$, "deleted": Boolean$, "object": DeleteThreadResponseObject })) {
};
var MessageObjectObject = class extends (/* @__PURE__ */ Literal("thread.message")) {
};
var MessageObjectStatus = class extends (/* @__PURE__ */ Literal("in_progress", "incomplete", "completed")) {
};
var MessageObjectRole = class extends (/* @__PURE__ */ Literal("user", "assistant")) {
};
var MessageContentTextObjectType = class extends (/* @__PURE__ */ Literal("text")) {
};
var MessageContentTextAnnotationsFileCitationObjectType = class extends (/* @__PURE__ */ Literal("file_citation")) {
};
var MessageContentTextAnnotationsFileCitationObject = class extends (/* @__PURE__ */ Class("MessageContentTextAnnotationsFileCitationObject")({
  /**
  * Always `file_citation`.
  */
  "type": MessageContentTextAnnotationsFileCitationObjectType,
  /**
  * The text in the message content that needs to be replaced.
  */
  "text": String$,
  "file_citation": /* @__PURE__ */ Struct({
    /**
    * The ID of the specific File the citation is from.
    */
    "file_id": String$
  }),
  "start_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "end_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))
})) {
};
var MessageContentTextAnnotationsFilePathObjectType = class extends (/* @__PURE__ */ Literal("file_path")) {
};
var MessageContentTextAnnotationsFilePathObject = class extends (/* @__PURE__ */ Class("MessageContentTextAnnotationsFilePathObject")({
  /**
  * Always `file_path`.
  */
  "type": MessageContentTextAnnotationsFilePathObjectType,
  /**
  * The text in the message content that needs to be replaced.
  */
  "text": String$,
  "file_path": /* @__PURE__ */ Struct({
    /**
    * The ID of the file that was generated.
    */
    "file_id": String$
  }),
  "start_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0)),
  "end_index": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0))
})) {
};
var TextAnnotation = class extends (/* @__PURE__ */ Union(MessageContentTextAnnotationsFileCitationObject, MessageContentTextAnnotationsFilePathObject)) {
};
var MessageContentTextObject = class extends (/* @__PURE__ */ Class("MessageContentTextObject")({
  /**
  * Always `text`.
  */
  "type": MessageContentTextObjectType,
  "text": /* @__PURE__ */ Struct({
    /**
    * The data that makes up the text.
    */
    "value": String$,
    "annotations": /* @__PURE__ */ Array$(TextAnnotation)
  })
})) {
};
var MessageContentRefusalObjectType = class extends (/* @__PURE__ */ Literal("refusal")) {
};
var MessageContentRefusalObject = class extends (/* @__PURE__ */ Class("MessageContentRefusalObject")({
  /**
  * Always `refusal`.
  */
  "type": MessageContentRefusalObjectType,
  "refusal": String$
})) {
};
var MessageContent = class extends (/* @__PURE__ */ Union(MessageContentImageFileObject, MessageContentImageUrlObject, MessageContentTextObject, MessageContentRefusalObject)) {
};
var MessageObject = class extends (/* @__PURE__ */ Class("MessageObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `thread.message`.
  */
  "object": MessageObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the message was created.
  */
  "created_at": Int,
  /**
  * The [thread](https://platform.openai.com/docs/api-reference/threads) ID that this message belongs to.
  */
  "thread_id": String$,
  /**
  * The status of the message, which can be either `in_progress`, `incomplete`, or `completed`.
  */
  "status": MessageObjectStatus,
  "incomplete_details": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * The reason the message is incomplete.
    */
    "reason": /* @__PURE__ */ Literal("content_filter", "max_tokens", "run_cancelled", "run_expired", "run_failed")
  })),
  "completed_at": /* @__PURE__ */ NullOr(Int),
  "incomplete_at": /* @__PURE__ */ NullOr(Int),
  /**
  * The entity that produced the message. One of `user` or `assistant`.
  */
  "role": MessageObjectRole,
  /**
  * The content of the message in array of text and/or images.
  */
  "content": /* @__PURE__ */ Array$(MessageContent),
  "assistant_id": /* @__PURE__ */ NullOr(String$),
  "run_id": /* @__PURE__ */ NullOr(String$),
  "attachments": /* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The ID of the file to attach to the message.
    */
    "file_id": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The tools to add this file to.
    */
    "tools": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Array$(/* @__PURE__ */ Union(AssistantToolsCode, AssistantToolsFileSearchTypeOnly)), { nullable: true })
  }))),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var ListMessagesResponse = class extends (/* @__PURE__ */ Class("ListMessagesResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(MessageObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var DeleteMessageResponseObject = class extends (/* @__PURE__ */ Literal("thread.message.deleted")) {
};
var DeleteMessageResponse = class extends (/* @__PURE__ */ Class("DeleteMessageResponse")({ "id": String$, "deleted": Boolean$, "object": DeleteMessageResponseObject })) {
};
var ListRunsResponse = class extends (/* @__PURE__ */ Class("ListRunsResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(RunObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var RunStepObjectObject = class extends (/* @__PURE__ */ Literal("thread.run.step")) {
};
var RunStepObjectType = class extends (/* @__PURE__ */ Literal("message_creation", "tool_calls")) {
};
var RunStepObjectStatus = class extends (/* @__PURE__ */ Literal("in_progress", "cancelled", "failed", "completed", "expired")) {
};
var RunStepObject = class extends (/* @__PURE__ */ Class("RunStepObject")({
  /**
  * The identifier of the run step, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `thread.run.step`.
  */
  "object": RunStepObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the run step was created.
  */
  "created_at": Int,
  /**
  * The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) associated with the run step.
  */
  "assistant_id": String$,
  /**
  * The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was run.
  */
  "thread_id": String$,
  /**
  * The ID of the [run](https://platform.openai.com/docs/api-reference/runs) that this run step is a part of.
  */
  "run_id": String$,
  /**
  * The type of run step, which can be either `message_creation` or `tool_calls`.
  */
  "type": RunStepObjectType,
  /**
  * The status of the run step, which can be either `in_progress`, `cancelled`, `failed`, `completed`, or `expired`.
  */
  "status": RunStepObjectStatus,
  /**
  * The details of the run step.
  */
  "step_details": /* @__PURE__ */ Record({ key: String$, value: Unknown }),
  "last_error": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * One of `server_error` or `rate_limit_exceeded`.
    */
    "code": /* @__PURE__ */ Literal("server_error", "rate_limit_exceeded"),
    /**
    * A human-readable description of the error.
    */
    "message": String$
  })),
  "expired_at": /* @__PURE__ */ NullOr(Int),
  "cancelled_at": /* @__PURE__ */ NullOr(Int),
  "failed_at": /* @__PURE__ */ NullOr(Int),
  "completed_at": /* @__PURE__ */ NullOr(Int),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  "usage": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * Number of completion tokens used over the course of the run step.
    */
    "completion_tokens": Int,
    /**
    * Number of prompt tokens used over the course of the run step.
    */
    "prompt_tokens": Int,
    /**
    * Total number of tokens used (prompt + completion).
    */
    "total_tokens": Int
  }))
})) {
};
var ListRunStepsResponse = class extends (/* @__PURE__ */ Class("ListRunStepsResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(RunStepObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var UploadStatus = class extends (/* @__PURE__ */ Literal("pending", "completed", "cancelled", "expired")) {
};
var UploadObject = class extends (/* @__PURE__ */ Literal("upload")) {
};
var UploadFile = class extends (/* @__PURE__ */ Struct({
  /**
  * The file identifier, which can be referenced in the API endpoints.
  */
  "id": String$,
  /**
  * The size of the file, in bytes.
  */
  "bytes": Int,
  /**
  * The Unix timestamp (in seconds) for when the file was created.
  */
  "created_at": Int,
  /**
  * The Unix timestamp (in seconds) for when the file will expire.
  */
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  /**
  * The name of the file.
  */
  "filename": String$,
  /**
  * The object type, which is always `file`.
  */
  "object": /* @__PURE__ */ Literal("file"),
  /**
  * The intended purpose of the file. Supported values are `assistants`, `assistants_output`, `batch`, `batch_output`, `fine-tune`, `fine-tune-results`, `vision`, and `user_data`.
  */
  "purpose": /* @__PURE__ */ Literal("assistants", "assistants_output", "batch", "batch_output", "fine-tune", "fine-tune-results", "vision", "user_data"),
  /**
  * Deprecated. The current status of the file, which can be either `uploaded`, `processed`, or `error`.
  */
  "status": /* @__PURE__ */ Literal("uploaded", "processed", "error"),
  /**
  * Deprecated. For details on why a fine-tuning training file failed validation, see the `error` field on `fine_tuning.job`.
  */
  "status_details": /* @__PURE__ */ optionalWith(String$, { nullable: true })
})) {
};
var Upload = class extends (/* @__PURE__ */ Class("Upload")({
  /**
  * The Upload unique identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the Upload was created.
  */
  "created_at": Int,
  /**
  * The name of the file to be uploaded.
  */
  "filename": String$,
  /**
  * The intended number of bytes to be uploaded.
  */
  "bytes": Int,
  /**
  * The intended purpose of the file. [Please refer here](https://platform.openai.com/docs/api-reference/files/object#files/object-purpose) for acceptable values.
  */
  "purpose": String$,
  /**
  * The status of the Upload.
  */
  "status": UploadStatus,
  /**
  * The Unix timestamp (in seconds) for when the Upload will expire.
  */
  "expires_at": Int,
  /**
  * The object type, which is always "upload".
  */
  "object": UploadObject,
  "file": /* @__PURE__ */ optionalWith(UploadFile, { nullable: true })
})) {
};
var AddUploadPartRequest = class extends (/* @__PURE__ */ Class("AddUploadPartRequest")({
  /**
  * The chunk of bytes for this Part.
  */
  "data": /* @__PURE__ */ instanceOf(globalThis.Blob)
})) {
};
var UploadPartObject = class extends (/* @__PURE__ */ Literal("upload.part")) {
};
var UploadPart = class extends (/* @__PURE__ */ Class("UploadPart")({
  /**
  * The upload Part unique identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The Unix timestamp (in seconds) for when the Part was created.
  */
  "created_at": Int,
  /**
  * The ID of the Upload object that this Part was added to.
  */
  "upload_id": String$,
  /**
  * The object type, which is always `upload.part`.
  */
  "object": UploadPartObject
})) {
};
var VectorStoreObjectObject = class extends (/* @__PURE__ */ Literal("vector_store")) {
};
var VectorStoreObjectStatus = class extends (/* @__PURE__ */ Literal("expired", "in_progress", "completed")) {
};
var VectorStoreExpirationAfterAnchor = class extends (/* @__PURE__ */ Literal("last_active_at")) {
};
var VectorStoreExpirationAfter = class extends (/* @__PURE__ */ Class("VectorStoreExpirationAfter")({
  /**
  * Anchor timestamp after which the expiration policy applies. Supported anchors: `last_active_at`.
  */
  "anchor": VectorStoreExpirationAfterAnchor,
  /**
  * The number of days after the anchor time that the vector store will expire.
  */
  "days": /* @__PURE__ */ Int.pipe(/* @__PURE__ */ greaterThanOrEqualTo(1), /* @__PURE__ */ lessThanOrEqualTo(365))
})) {
};
var VectorStoreObject = class extends (/* @__PURE__ */ Class("VectorStoreObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `vector_store`.
  */
  "object": VectorStoreObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the vector store was created.
  */
  "created_at": Int,
  /**
  * The name of the vector store.
  */
  "name": String$,
  /**
  * The total number of bytes used by the files in the vector store.
  */
  "usage_bytes": Int,
  "file_counts": /* @__PURE__ */ Struct({
    /**
    * The number of files that are currently being processed.
    */
    "in_progress": Int,
    /**
    * The number of files that have been successfully processed.
    */
    "completed": Int,
    /**
    * The number of files that have failed to process.
    */
    "failed": Int,
    /**
    * The number of files that were cancelled.
    */
    "cancelled": Int,
    /**
    * The total number of files.
    */
    "total": Int
  }),
  /**
  * The status of the vector store, which can be either `expired`, `in_progress`, or `completed`. A status of `completed` indicates that the vector store is ready for use.
  */
  "status": VectorStoreObjectStatus,
  "expires_after": /* @__PURE__ */ optionalWith(VectorStoreExpirationAfter, { nullable: true }),
  "expires_at": /* @__PURE__ */ optionalWith(Int, { nullable: true }),
  "last_active_at": /* @__PURE__ */ NullOr(Int),
  "metadata": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown }))
})) {
};
var ListVectorStoresResponse = class extends (/* @__PURE__ */ Class("ListVectorStoresResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(VectorStoreObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var DeleteVectorStoreResponseObject = class extends (/* @__PURE__ */ Literal("vector_store.deleted")) {
};
var DeleteVectorStoreResponse = class extends (/* @__PURE__ */ Class("DeleteVectorStoreResponse")({ "id": String$, "deleted": Boolean$, "object": DeleteVectorStoreResponseObject })) {
};
var VectorStoreFileBatchObjectObject = class extends (/* @__PURE__ */ Literal("vector_store.files_batch")) {
};
var VectorStoreFileBatchObjectStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "cancelled", "failed")) {
};
var VectorStoreFileBatchObject = class extends (/* @__PURE__ */ Class("VectorStoreFileBatchObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `vector_store.file_batch`.
  */
  "object": VectorStoreFileBatchObjectObject,
  /**
  * The Unix timestamp (in seconds) for when the vector store files batch was created.
  */
  "created_at": Int,
  /**
  * The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) that the [File](https://platform.openai.com/docs/api-reference/files) is attached to.
  */
  "vector_store_id": String$,
  /**
  * The status of the vector store files batch, which can be either `in_progress`, `completed`, `cancelled` or `failed`.
  */
  "status": VectorStoreFileBatchObjectStatus,
  "file_counts": /* @__PURE__ */ Struct({
    /**
    * The number of files that are currently being processed.
    */
    "in_progress": Int,
    /**
    * The number of files that have been processed.
    */
    "completed": Int,
    /**
    * The number of files that have failed to process.
    */
    "failed": Int,
    /**
    * The number of files that where cancelled.
    */
    "cancelled": Int,
    /**
    * The total number of files.
    */
    "total": Int
  })
})) {
};
var VectorStoreFileObjectObject = class extends (/* @__PURE__ */ Literal("vector_store.file")) {
};
var VectorStoreFileObjectStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed", "cancelled", "failed")) {
};
var ChunkingStrategyResponse = class extends (/* @__PURE__ */ Record({ key: String$, value: Unknown })) {
};
var VectorStoreFileObject = class extends (/* @__PURE__ */ Class("VectorStoreFileObject")({
  /**
  * The identifier, which can be referenced in API endpoints.
  */
  "id": String$,
  /**
  * The object type, which is always `vector_store.file`.
  */
  "object": VectorStoreFileObjectObject,
  /**
  * The total vector store usage in bytes. Note that this may be different from the original file size.
  */
  "usage_bytes": Int,
  /**
  * The Unix timestamp (in seconds) for when the vector store file was created.
  */
  "created_at": Int,
  /**
  * The ID of the [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object) that the [File](https://platform.openai.com/docs/api-reference/files) is attached to.
  */
  "vector_store_id": String$,
  /**
  * The status of the vector store file, which can be either `in_progress`, `completed`, `cancelled`, or `failed`. The status `completed` indicates that the vector store file is ready for use.
  */
  "status": VectorStoreFileObjectStatus,
  "last_error": /* @__PURE__ */ NullOr(/* @__PURE__ */ Struct({
    /**
    * One of `server_error`, `unsupported_file`, or `invalid_file`.
    */
    "code": /* @__PURE__ */ Literal("server_error", "unsupported_file", "invalid_file"),
    /**
    * A human-readable description of the error.
    */
    "message": String$
  })),
  "chunking_strategy": /* @__PURE__ */ optionalWith(ChunkingStrategyResponse, { nullable: true }),
  "attributes": /* @__PURE__ */ optionalWith(/* @__PURE__ */ Record({ key: String$, value: Unknown }), { nullable: true })
})) {
};
var ListVectorStoreFilesResponse = class extends (/* @__PURE__ */ Class("ListVectorStoreFilesResponse")({ "object": String$, "data": /* @__PURE__ */ Array$(VectorStoreFileObject), "first_id": String$, "last_id": String$, "has_more": Boolean$ })) {
};
var DeleteVectorStoreFileResponseObject = class extends (/* @__PURE__ */ Literal("vector_store.file.deleted")) {
};
var DeleteVectorStoreFileResponse = class extends (/* @__PURE__ */ Class("DeleteVectorStoreFileResponse")({ "id": String$, "deleted": Boolean$, "object": DeleteVectorStoreFileResponseObject })) {
};
var VectorStoreFileContentResponseObject = class extends (/* @__PURE__ */ Literal("vector_store.file_content.page")) {
};
var VectorStoreFileContentResponse = class extends (/* @__PURE__ */ Class("VectorStoreFileContentResponse")({
  /**
  * The object type, which is always `vector_store.file_content.page`
  */
  "object": VectorStoreFileContentResponseObject,
  /**
  * Parsed content of the file.
  */
  "data": /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
    * The content type (currently only `"text"`)
    */
    "type": /* @__PURE__ */ optionalWith(String$, { nullable: true }),
    /**
    * The text content
    */
    "text": /* @__PURE__ */ optionalWith(String$, { nullable: true })
  })),
  /**
  * Indicates if there are more content pages to fetch.
  */
  "has_more": Boolean$,
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var VectorStoreSearchResultsPageObject = class extends (/* @__PURE__ */ Literal("vector_store.search_results.page")) {
};
var VectorStoreSearchResultContentObjectType = class extends (/* @__PURE__ */ Literal("text")) {
};
var VectorStoreSearchResultContentObject = class extends (/* @__PURE__ */ Class("VectorStoreSearchResultContentObject")({
  /**
  * The type of content.
  */
  "type": VectorStoreSearchResultContentObjectType,
  /**
  * The text content returned from search.
  */
  "text": String$
})) {
};
var VectorStoreSearchResultItem = class extends (/* @__PURE__ */ Class("VectorStoreSearchResultItem")({
  /**
  * The ID of the vector store file.
  */
  "file_id": String$,
  /**
  * The name of the vector store file.
  */
  "filename": String$,
  /**
  * The similarity score for the result.
  */
  "score": /* @__PURE__ */ Number$.pipe(/* @__PURE__ */ greaterThanOrEqualTo(0), /* @__PURE__ */ lessThanOrEqualTo(1)),
  "attributes": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  /**
  * Content chunks from the file.
  */
  "content": /* @__PURE__ */ Array$(VectorStoreSearchResultContentObject)
})) {
};
var VectorStoreSearchResultsPage = class extends (/* @__PURE__ */ Class("VectorStoreSearchResultsPage")({
  /**
  * The object type, which is always `vector_store.search_results.page`
  */
  "object": VectorStoreSearchResultsPageObject,
  "search_query": /* @__PURE__ */ Array$(String$),
  /**
  * The list of search result items.
  */
  "data": /* @__PURE__ */ Array$(VectorStoreSearchResultItem),
  /**
  * Indicates if there are more results to fetch.
  */
  "has_more": Boolean$,
  "next_page": /* @__PURE__ */ NullOr(String$)
})) {
};
var DeletedConversationResourceObject = class extends (/* @__PURE__ */ Literal("conversation.deleted")) {
};
var DeletedConversationResource = class extends (/* @__PURE__ */ Class("DeletedConversationResource")({ "object": /* @__PURE__ */ DeletedConversationResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "conversation.deleted")), "deleted": Boolean$, "id": String$ })) {
};
var VideoResourceObject = class extends (/* @__PURE__ */ Literal("video")) {
};
var VideoModel = class extends (/* @__PURE__ */ Literal("sora-2", "sora-2-pro")) {
};
var VideoStatus = class extends (/* @__PURE__ */ Literal("queued", "in_progress", "completed", "failed")) {
};
var VideoSize = class extends (/* @__PURE__ */ Literal("720x1280", "1280x720", "1024x1792", "1792x1024")) {
};
var VideoSeconds = class extends (/* @__PURE__ */ Literal("4", "8", "12")) {
};
var Error22 = class extends (/* @__PURE__ */ Class("Error2")({ "code": String$, "message": String$ })) {
};
var VideoResource = class extends (/* @__PURE__ */ Class("VideoResource")({
  /**
  * Unique identifier for the video job.
  */
  "id": String$,
  /**
  * The object type, which is always `video`.
  */
  "object": /* @__PURE__ */ VideoResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "video")),
  /**
  * The video generation model that produced the job.
  */
  "model": VideoModel,
  /**
  * Current lifecycle status of the video job.
  */
  "status": VideoStatus,
  /**
  * Approximate completion percentage for the generation task.
  */
  "progress": Int,
  /**
  * Unix timestamp (seconds) for when the job was created.
  */
  "created_at": Int,
  "completed_at": /* @__PURE__ */ NullOr(Int),
  "expires_at": /* @__PURE__ */ NullOr(Int),
  "prompt": /* @__PURE__ */ NullOr(String$),
  /**
  * The resolution of the generated video.
  */
  "size": VideoSize,
  /**
  * Duration of the generated clip in seconds.
  */
  "seconds": VideoSeconds,
  "remixed_from_video_id": /* @__PURE__ */ NullOr(String$),
  "error": /* @__PURE__ */ NullOr(Error22)
})) {
};
var VideoListResource = class extends (/* @__PURE__ */ Class("VideoListResource")({
  /**
  * The type of object returned, must be `list`.
  */
  "object": /* @__PURE__ */ Literal("list").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * A list of items
  */
  "data": /* @__PURE__ */ Array$(VideoResource),
  "first_id": /* @__PURE__ */ NullOr(String$),
  "last_id": /* @__PURE__ */ NullOr(String$),
  /**
  * Whether there are more items available.
  */
  "has_more": Boolean$
})) {
};
var CreateVideoBody = class extends (/* @__PURE__ */ Class("CreateVideoBody")({
  /**
  * The video generation model to use. Defaults to `sora-2`.
  */
  "model": /* @__PURE__ */ optionalWith(VideoModel, { nullable: true }),
  /**
  * Text prompt that describes the video to generate.
  */
  "prompt": /* @__PURE__ */ String$.pipe(/* @__PURE__ */ minLength(1), /* @__PURE__ */ maxLength(32e3)),
  /**
  * Optional image reference that guides generation.
  */
  "input_reference": /* @__PURE__ */ optionalWith(/* @__PURE__ */ instanceOf(globalThis.Blob), { nullable: true }),
  /**
  * Clip duration in seconds. Defaults to 4 seconds.
  */
  "seconds": /* @__PURE__ */ optionalWith(VideoSeconds, { nullable: true }),
  /**
  * Output resolution formatted as width x height. Defaults to 720x1280.
  */
  "size": /* @__PURE__ */ optionalWith(VideoSize, { nullable: true })
})) {
};
var DeletedVideoResourceObject = class extends (/* @__PURE__ */ Literal("video.deleted")) {
};
var DeletedVideoResource = class extends (/* @__PURE__ */ Class("DeletedVideoResource")({
  /**
  * The object type that signals the deletion response.
  */
  "object": /* @__PURE__ */ DeletedVideoResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "video.deleted")),
  /**
  * Indicates that the video resource was deleted.
  */
  "deleted": Boolean$,
  /**
  * Identifier of the deleted video.
  */
  "id": String$
})) {
};
var RetrieveVideoContent200 = class extends String$ {
};
var TokenCountsResourceObject = class extends (/* @__PURE__ */ Literal("response.input_tokens")) {
};
var TokenCountsResource = class extends (/* @__PURE__ */ Class("TokenCountsResource")({ "object": /* @__PURE__ */ TokenCountsResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "response.input_tokens")), "input_tokens": Int })) {
};
var ChatSessionResourceObject = class extends (/* @__PURE__ */ Literal("chatkit.session")) {
};
var ChatkitWorkflowTracing = class extends (/* @__PURE__ */ Class("ChatkitWorkflowTracing")({
  /**
  * Indicates whether tracing is enabled.
  */
  "enabled": Boolean$
})) {
};
var ChatkitWorkflow = class extends (/* @__PURE__ */ Class("ChatkitWorkflow")({
  /**
  * Identifier of the workflow backing the session.
  */
  "id": String$,
  "version": /* @__PURE__ */ NullOr(String$),
  "state_variables": /* @__PURE__ */ NullOr(/* @__PURE__ */ Record({ key: String$, value: Unknown })),
  /**
  * Tracing settings applied to the workflow.
  */
  "tracing": ChatkitWorkflowTracing
})) {
};
var ChatSessionRateLimits = class extends (/* @__PURE__ */ Class("ChatSessionRateLimits")({
  /**
  * Maximum allowed requests per one-minute window.
  */
  "max_requests_per_1_minute": Int
})) {
};
var ChatSessionStatus = class extends (/* @__PURE__ */ Literal("active", "expired", "cancelled")) {
};
var ChatSessionAutomaticThreadTitling = class extends (/* @__PURE__ */ Class("ChatSessionAutomaticThreadTitling")({
  /**
  * Whether automatic thread titling is enabled.
  */
  "enabled": Boolean$
})) {
};
var ChatSessionFileUpload = class extends (/* @__PURE__ */ Class("ChatSessionFileUpload")({
  /**
  * Indicates if uploads are enabled for the session.
  */
  "enabled": Boolean$,
  "max_file_size": /* @__PURE__ */ NullOr(Int),
  "max_files": /* @__PURE__ */ NullOr(Int)
})) {
};
var ChatSessionHistory = class extends (/* @__PURE__ */ Class("ChatSessionHistory")({
  /**
  * Indicates if chat history is persisted for the session.
  */
  "enabled": Boolean$,
  "recent_threads": /* @__PURE__ */ NullOr(Int)
})) {
};
var ChatSessionChatkitConfiguration = class extends (/* @__PURE__ */ Class("ChatSessionChatkitConfiguration")({
  /**
  * Automatic thread titling preferences.
  */
  "automatic_thread_titling": ChatSessionAutomaticThreadTitling,
  /**
  * Upload settings for the session.
  */
  "file_upload": ChatSessionFileUpload,
  /**
  * History retention configuration.
  */
  "history": ChatSessionHistory
})) {
};
var ChatSessionResource = class extends (/* @__PURE__ */ Class("ChatSessionResource")({
  /**
  * Identifier for the ChatKit session.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.session`.
  */
  "object": /* @__PURE__ */ ChatSessionResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.session")),
  /**
  * Unix timestamp (in seconds) for when the session expires.
  */
  "expires_at": Int,
  /**
  * Ephemeral client secret that authenticates session requests.
  */
  "client_secret": String$,
  /**
  * Workflow metadata for the session.
  */
  "workflow": ChatkitWorkflow,
  /**
  * User identifier associated with the session.
  */
  "user": String$,
  /**
  * Resolved rate limit values.
  */
  "rate_limits": ChatSessionRateLimits,
  /**
  * Convenience copy of the per-minute request limit.
  */
  "max_requests_per_1_minute": Int,
  /**
  * Current lifecycle state of the session.
  */
  "status": ChatSessionStatus,
  /**
  * Resolved ChatKit feature configuration for the session.
  */
  "chatkit_configuration": ChatSessionChatkitConfiguration
})) {
};
var UserMessageItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var UserMessageItemType = class extends (/* @__PURE__ */ Literal("chatkit.user_message")) {
};
var UserMessageInputTextType = class extends (/* @__PURE__ */ Literal("input_text")) {
};
var UserMessageInputText = class extends (/* @__PURE__ */ Class("UserMessageInputText")({
  /**
  * Type discriminator that is always `input_text`.
  */
  "type": /* @__PURE__ */ UserMessageInputTextType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "input_text")),
  /**
  * Plain-text content supplied by the user.
  */
  "text": String$
})) {
};
var UserMessageQuotedTextType = class extends (/* @__PURE__ */ Literal("quoted_text")) {
};
var UserMessageQuotedText = class extends (/* @__PURE__ */ Class("UserMessageQuotedText")({
  /**
  * Type discriminator that is always `quoted_text`.
  */
  "type": /* @__PURE__ */ UserMessageQuotedTextType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "quoted_text")),
  /**
  * Quoted text content.
  */
  "text": String$
})) {
};
var AttachmentType = class extends (/* @__PURE__ */ Literal("image", "file")) {
};
var Attachment = class extends (/* @__PURE__ */ Class("Attachment")({
  /**
  * Attachment discriminator.
  */
  "type": AttachmentType,
  /**
  * Identifier for the attachment.
  */
  "id": String$,
  /**
  * Original display name for the attachment.
  */
  "name": String$,
  /**
  * MIME type of the attachment.
  */
  "mime_type": String$,
  "preview_url": /* @__PURE__ */ NullOr(String$)
})) {
};
var ToolChoice = class extends (/* @__PURE__ */ Class("ToolChoice")({
  /**
  * Identifier of the requested tool.
  */
  "id": String$
})) {
};
var InferenceOptions = class extends (/* @__PURE__ */ Class("InferenceOptions")({ "tool_choice": /* @__PURE__ */ NullOr(ToolChoice), "model": /* @__PURE__ */ NullOr(String$) })) {
};
var UserMessageItem = class extends (/* @__PURE__ */ Class("UserMessageItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ UserMessageItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  "type": /* @__PURE__ */ UserMessageItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.user_message")),
  /**
  * Ordered content elements supplied by the user.
  */
  "content": /* @__PURE__ */ Array$(/* @__PURE__ */ Union(UserMessageInputText, UserMessageQuotedText)),
  /**
  * Attachments associated with the user message. Defaults to an empty list.
  */
  "attachments": /* @__PURE__ */ Array$(Attachment),
  "inference_options": /* @__PURE__ */ NullOr(InferenceOptions)
})) {
};
var AssistantMessageItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var AssistantMessageItemType = class extends (/* @__PURE__ */ Literal("chatkit.assistant_message")) {
};
var ResponseOutputTextType = class extends (/* @__PURE__ */ Literal("output_text")) {
};
var FileAnnotationType = class extends (/* @__PURE__ */ Literal("file")) {
};
var FileAnnotationSourceType = class extends (/* @__PURE__ */ Literal("file")) {
};
var FileAnnotationSource = class extends (/* @__PURE__ */ Class("FileAnnotationSource")({
  /**
  * Type discriminator that is always `file`.
  */
  "type": /* @__PURE__ */ FileAnnotationSourceType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "file")),
  /**
  * Filename referenced by the annotation.
  */
  "filename": String$
})) {
};
var FileAnnotation = class extends (/* @__PURE__ */ Class("FileAnnotation")({
  /**
  * Type discriminator that is always `file` for this annotation.
  */
  "type": /* @__PURE__ */ FileAnnotationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "file")),
  /**
  * File attachment referenced by the annotation.
  */
  "source": FileAnnotationSource
})) {
};
var UrlAnnotationType = class extends (/* @__PURE__ */ Literal("url")) {
};
var UrlAnnotationSourceType = class extends (/* @__PURE__ */ Literal("url")) {
};
var UrlAnnotationSource = class extends (/* @__PURE__ */ Class("UrlAnnotationSource")({
  /**
  * Type discriminator that is always `url`.
  */
  "type": /* @__PURE__ */ UrlAnnotationSourceType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "url")),
  /**
  * URL referenced by the annotation.
  */
  "url": String$
})) {
};
var UrlAnnotation = class extends (/* @__PURE__ */ Class("UrlAnnotation")({
  /**
  * Type discriminator that is always `url` for this annotation.
  */
  "type": /* @__PURE__ */ UrlAnnotationType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "url")),
  /**
  * URL referenced by the annotation.
  */
  "source": UrlAnnotationSource
})) {
};
var ResponseOutputText = class extends (/* @__PURE__ */ Class("ResponseOutputText")({
  /**
  * Type discriminator that is always `output_text`.
  */
  "type": /* @__PURE__ */ ResponseOutputTextType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "output_text")),
  /**
  * Assistant generated text.
  */
  "text": String$,
  /**
  * Ordered list of annotations attached to the response text.
  */
  "annotations": /* @__PURE__ */ Array$(/* @__PURE__ */ Union(FileAnnotation, UrlAnnotation))
})) {
};
var AssistantMessageItem = class extends (/* @__PURE__ */ Class("AssistantMessageItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ AssistantMessageItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  /**
  * Type discriminator that is always `chatkit.assistant_message`.
  */
  "type": /* @__PURE__ */ AssistantMessageItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.assistant_message")),
  /**
  * Ordered assistant response segments.
  */
  "content": /* @__PURE__ */ Array$(ResponseOutputText)
})) {
};
var WidgetMessageItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var WidgetMessageItemType = class extends (/* @__PURE__ */ Literal("chatkit.widget")) {
};
var WidgetMessageItem = class extends (/* @__PURE__ */ Class("WidgetMessageItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ WidgetMessageItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  /**
  * Type discriminator that is always `chatkit.widget`.
  */
  "type": /* @__PURE__ */ WidgetMessageItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.widget")),
  /**
  * Serialized widget payload rendered in the UI.
  */
  "widget": String$
})) {
};
var ClientToolCallItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var ClientToolCallItemType = class extends (/* @__PURE__ */ Literal("chatkit.client_tool_call")) {
};
var ClientToolCallStatus = class extends (/* @__PURE__ */ Literal("in_progress", "completed")) {
};
var ClientToolCallItem = class extends (/* @__PURE__ */ Class("ClientToolCallItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ ClientToolCallItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  /**
  * Type discriminator that is always `chatkit.client_tool_call`.
  */
  "type": /* @__PURE__ */ ClientToolCallItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.client_tool_call")),
  /**
  * Execution status for the tool call.
  */
  "status": ClientToolCallStatus,
  /**
  * Identifier for the client tool call.
  */
  "call_id": String$,
  /**
  * Tool name that was invoked.
  */
  "name": String$,
  /**
  * JSON-encoded arguments that were sent to the tool.
  */
  "arguments": String$,
  "output": /* @__PURE__ */ NullOr(String$)
})) {
};
var TaskItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var TaskItemType = class extends (/* @__PURE__ */ Literal("chatkit.task")) {
};
var TaskType = class extends (/* @__PURE__ */ Literal("custom", "thought")) {
};
var TaskItem = class extends (/* @__PURE__ */ Class("TaskItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ TaskItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  /**
  * Type discriminator that is always `chatkit.task`.
  */
  "type": /* @__PURE__ */ TaskItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.task")),
  /**
  * Subtype for the task.
  */
  "task_type": TaskType,
  "heading": /* @__PURE__ */ NullOr(String$),
  "summary": /* @__PURE__ */ NullOr(String$)
})) {
};
var TaskGroupItemObject = class extends (/* @__PURE__ */ Literal("chatkit.thread_item")) {
};
var TaskGroupItemType = class extends (/* @__PURE__ */ Literal("chatkit.task_group")) {
};
var TaskGroupTask = class extends (/* @__PURE__ */ Class("TaskGroupTask")({
  /**
  * Subtype for the grouped task.
  */
  "type": TaskType,
  "heading": /* @__PURE__ */ NullOr(String$),
  "summary": /* @__PURE__ */ NullOr(String$)
})) {
};
var TaskGroupItem = class extends (/* @__PURE__ */ Class("TaskGroupItem")({
  /**
  * Identifier of the thread item.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread_item`.
  */
  "object": /* @__PURE__ */ TaskGroupItemObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread_item")),
  /**
  * Unix timestamp (in seconds) for when the item was created.
  */
  "created_at": Int,
  /**
  * Identifier of the parent thread.
  */
  "thread_id": String$,
  /**
  * Type discriminator that is always `chatkit.task_group`.
  */
  "type": /* @__PURE__ */ TaskGroupItemType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.task_group")),
  /**
  * Tasks included in the group.
  */
  "tasks": /* @__PURE__ */ Array$(TaskGroupTask)
})) {
};
var ThreadItem = class extends (/* @__PURE__ */ Union(UserMessageItem, AssistantMessageItem, WidgetMessageItem, ClientToolCallItem, TaskItem, TaskGroupItem)) {
};
var ThreadItemListResource = class extends (/* @__PURE__ */ Class("ThreadItemListResource")({
  /**
  * The type of object returned, must be `list`.
  */
  "object": /* @__PURE__ */ Literal("list").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * A list of items
  */
  "data": /* @__PURE__ */ Array$(ThreadItem),
  "first_id": /* @__PURE__ */ NullOr(String$),
  "last_id": /* @__PURE__ */ NullOr(String$),
  /**
  * Whether there are more items available.
  */
  "has_more": Boolean$
})) {
};
var ThreadResourceObject = class extends (/* @__PURE__ */ Literal("chatkit.thread")) {
};
var ActiveStatusType = class extends (/* @__PURE__ */ Literal("active")) {
};
var ActiveStatus = class extends (/* @__PURE__ */ Class("ActiveStatus")({
  /**
  * Status discriminator that is always `active`.
  */
  "type": /* @__PURE__ */ ActiveStatusType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "active"))
})) {
};
var LockedStatusType = class extends (/* @__PURE__ */ Literal("locked")) {
};
var LockedStatus = class extends (/* @__PURE__ */ Class("LockedStatus")({
  /**
  * Status discriminator that is always `locked`.
  */
  "type": /* @__PURE__ */ LockedStatusType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "locked")),
  "reason": /* @__PURE__ */ NullOr(String$)
})) {
};
var ClosedStatusType = class extends (/* @__PURE__ */ Literal("closed")) {
};
var ClosedStatus = class extends (/* @__PURE__ */ Class("ClosedStatus")({
  /**
  * Status discriminator that is always `closed`.
  */
  "type": /* @__PURE__ */ ClosedStatusType.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "closed")),
  "reason": /* @__PURE__ */ NullOr(String$)
})) {
};
var ThreadResource = class extends (/* @__PURE__ */ Class("ThreadResource")({
  /**
  * Identifier of the thread.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread`.
  */
  "object": /* @__PURE__ */ ThreadResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread")),
  /**
  * Unix timestamp (in seconds) for when the thread was created.
  */
  "created_at": Int,
  "title": /* @__PURE__ */ NullOr(String$),
  /**
  * Current status for the thread. Defaults to `active` for newly created threads.
  */
  "status": /* @__PURE__ */ Union(ActiveStatus, LockedStatus, ClosedStatus),
  /**
  * Free-form string that identifies your end user who owns the thread.
  */
  "user": String$
})) {
};
var DeletedThreadResourceObject = class extends (/* @__PURE__ */ Literal("chatkit.thread.deleted")) {
};
var DeletedThreadResource = class extends (/* @__PURE__ */ Class("DeletedThreadResource")({
  /**
  * Identifier of the deleted thread.
  */
  "id": String$,
  /**
  * Type discriminator that is always `chatkit.thread.deleted`.
  */
  "object": /* @__PURE__ */ DeletedThreadResourceObject.pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "chatkit.thread.deleted")),
  /**
  * Indicates that the thread has been deleted.
  */
  "deleted": Boolean$
})) {
};
var ThreadListResource = class extends (/* @__PURE__ */ Class("ThreadListResource")({
  /**
  * The type of object returned, must be `list`.
  */
  "object": /* @__PURE__ */ Literal("list").pipe(propertySignature, /* @__PURE__ */ withConstructorDefault(() => "list")),
  /**
  * A list of items
  */
  "data": /* @__PURE__ */ Array$(ThreadResource),
  "first_id": /* @__PURE__ */ NullOr(String$),
  "last_id": /* @__PURE__ */ NullOr(String$),
  /**
  * Whether there are more items available.
  */
  "has_more": Boolean$
})) {
};
var make2 = (httpClient, options = {}) => {
  const unexpectedStatus = (response) => flatMap(orElseSucceed(response.json, () => "Unexpected status code"), (description) => fail(new ResponseError({ request: response.request, response, reason: "StatusCode", description: typeof description === "string" ? description : JSON.stringify(description) })));
  const withResponse = options.transformClient ? (f) => (request) => flatMap(flatMap(options.transformClient(httpClient), (client) => client.execute(request)), f) : (f) => (request) => flatMap(httpClient.execute(request), f);
  const decodeSuccess = (schema) => (response) => schemaBodyJson(schema)(response);
  const decodeError = (tag, schema) => (response) => flatMap(schemaBodyJson(schema)(response), (cause) => fail(ClientError(tag, cause, response)));
  return { httpClient, "listAssistants": (options2) => get(`/assistants`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListAssistantsResponse), orElse: unexpectedStatus }))), "createAssistant": (options2) => post(`/assistants`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(AssistantObject), orElse: unexpectedStatus }))), "getAssistant": (assistantId) => get(`/assistants/${assistantId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(AssistantObject), orElse: unexpectedStatus }))), "modifyAssistant": (assistantId, options2) => post(`/assistants/${assistantId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(AssistantObject), orElse: unexpectedStatus }))), "deleteAssistant": (assistantId) => del(`/assistants/${assistantId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteAssistantResponse), orElse: unexpectedStatus }))), "createSpeech": (options2) => post(`/audio/speech`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ orElse: unexpectedStatus }))), "createTranscription": (options2) => post(`/audio/transcriptions`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateTranscription200), orElse: unexpectedStatus }))), "createTranslation": (options2) => post(`/audio/translations`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateTranslation200), orElse: unexpectedStatus }))), "listBatches": (options2) => get(`/batches`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListBatchesResponse), orElse: unexpectedStatus }))), "createBatch": (options2) => post(`/batches`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Batch), orElse: unexpectedStatus }))), "retrieveBatch": (batchId) => get(`/batches/${batchId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Batch), orElse: unexpectedStatus }))), "cancelBatch": (batchId) => post(`/batches/${batchId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Batch), orElse: unexpectedStatus }))), "listChatCompletions": (options2) => get(`/chat/completions`).pipe(setUrlParams({ "model": options2?.["model"], "metadata": options2?.["metadata"], "after": options2?.["after"], "limit": options2?.["limit"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ChatCompletionList), orElse: unexpectedStatus }))), "createChatCompletion": (options2) => post(`/chat/completions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateChatCompletionResponse), orElse: unexpectedStatus }))), "getChatCompletion": (completionId) => get(`/chat/completions/${completionId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(CreateChatCompletionResponse), orElse: unexpectedStatus }))), "updateChatCompletion": (completionId, options2) => post(`/chat/completions/${completionId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateChatCompletionResponse), orElse: unexpectedStatus }))), "deleteChatCompletion": (completionId) => del(`/chat/completions/${completionId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ChatCompletionDeleted), orElse: unexpectedStatus }))), "getChatCompletionMessages": (completionId, options2) => get(`/chat/completions/${completionId}/messages`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ChatCompletionMessageList), orElse: unexpectedStatus }))), "createCompletion": (options2) => post(`/completions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateCompletionResponse), orElse: unexpectedStatus }))), "ListContainers": (options2) => get(`/containers`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ContainerListResource), orElse: unexpectedStatus }))), "CreateContainer": (options2) => post(`/containers`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ContainerResource), orElse: unexpectedStatus }))), "RetrieveContainer": (containerId) => get(`/containers/${containerId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ContainerResource), orElse: unexpectedStatus }))), "DeleteContainer": (containerId) => del(`/containers/${containerId}`).pipe(withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "ListContainerFiles": (containerId, options2) => get(`/containers/${containerId}/files`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ContainerFileListResource), orElse: unexpectedStatus }))), "CreateContainerFile": (containerId, options2) => post(`/containers/${containerId}/files`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ContainerFileResource), orElse: unexpectedStatus }))), "RetrieveContainerFile": (containerId, fileId) => get(`/containers/${containerId}/files/${fileId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ContainerFileResource), orElse: unexpectedStatus }))), "DeleteContainerFile": (containerId, fileId) => del(`/containers/${containerId}/files/${fileId}`).pipe(withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "RetrieveContainerFileContent": (containerId, fileId) => get(`/containers/${containerId}/files/${fileId}/content`).pipe(withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "listConversationItems": (conversationId, options2) => get(`/conversations/${conversationId}/items`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "include": options2?.["include"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ConversationItemList), orElse: unexpectedStatus }))), "createConversationItems": (conversationId, options2) => post(`/conversations/${conversationId}/items`).pipe(setUrlParams({ "include": options2.params?.["include"] }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({ "2xx": decodeSuccess(ConversationItemList), orElse: unexpectedStatus }))), "getConversationItem": (conversationId, itemId, options2) => get(`/conversations/${conversationId}/items/${itemId}`).pipe(setUrlParams({ "include": options2?.["include"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ConversationItem), orElse: unexpectedStatus }))), "deleteConversationItem": (conversationId, itemId) => del(`/conversations/${conversationId}/items/${itemId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ConversationResource), orElse: unexpectedStatus }))), "createEmbedding": (options2) => post(`/embeddings`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateEmbeddingResponse), orElse: unexpectedStatus }))), "listEvals": (options2) => get(`/evals`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"], "order": options2?.["order"], "order_by": options2?.["order_by"] }), withResponse(matchStatus({ "2xx": decodeSuccess(EvalList), orElse: unexpectedStatus }))), "createEval": (options2) => post(`/evals`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Eval), orElse: unexpectedStatus }))), "getEval": (evalId) => get(`/evals/${evalId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Eval), orElse: unexpectedStatus }))), "updateEval": (evalId, options2) => post(`/evals/${evalId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Eval), orElse: unexpectedStatus }))), "deleteEval": (evalId) => del(`/evals/${evalId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteEval200), "404": decodeError("Error", Error2), orElse: unexpectedStatus }))), "getEvalRuns": (evalId, options2) => get(`/evals/${evalId}/runs`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"], "order": options2?.["order"], "status": options2?.["status"] }), withResponse(matchStatus({ "2xx": decodeSuccess(EvalRunList), orElse: unexpectedStatus }))), "createEvalRun": (evalId, options2) => post(`/evals/${evalId}/runs`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(EvalRun), "400": decodeError("Error", Error2), orElse: unexpectedStatus }))), "getEvalRun": (evalId, runId) => get(`/evals/${evalId}/runs/${runId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(EvalRun), orElse: unexpectedStatus }))), "cancelEvalRun": (evalId, runId) => post(`/evals/${evalId}/runs/${runId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(EvalRun), orElse: unexpectedStatus }))), "deleteEvalRun": (evalId, runId) => del(`/evals/${evalId}/runs/${runId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteEvalRun200), "404": decodeError("Error", Error2), orElse: unexpectedStatus }))), "getEvalRunOutputItems": (evalId, runId, options2) => get(`/evals/${evalId}/runs/${runId}/output_items`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"], "status": options2?.["status"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(EvalRunOutputItemList), orElse: unexpectedStatus }))), "getEvalRunOutputItem": (evalId, runId, outputItemId) => get(`/evals/${evalId}/runs/${runId}/output_items/${outputItemId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(EvalRunOutputItem), orElse: unexpectedStatus }))), "listFiles": (options2) => get(`/files`).pipe(setUrlParams({ "purpose": options2?.["purpose"], "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListFilesResponse), orElse: unexpectedStatus }))), "createFile": (options2) => post(`/files`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(OpenAIFile), orElse: unexpectedStatus }))), "retrieveFile": (fileId) => get(`/files/${fileId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(OpenAIFile), orElse: unexpectedStatus }))), "deleteFile": (fileId) => del(`/files/${fileId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteFileResponse), orElse: unexpectedStatus }))), "downloadFile": (fileId) => get(`/files/${fileId}/content`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DownloadFile200), orElse: unexpectedStatus }))), "runGrader": (options2) => post(`/fine_tuning/alpha/graders/run`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RunGraderResponse), orElse: unexpectedStatus }))), "validateGrader": (options2) => post(`/fine_tuning/alpha/graders/validate`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ValidateGraderResponse), orElse: unexpectedStatus }))), "listFineTuningCheckpointPermissions": (fineTunedModelCheckpoint, options2) => get(`/fine_tuning/checkpoints/${fineTunedModelCheckpoint}/permissions`).pipe(setUrlParams({ "project_id": options2?.["project_id"], "after": options2?.["after"], "limit": options2?.["limit"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListFineTuningCheckpointPermissionResponse), orElse: unexpectedStatus }))), "createFineTuningCheckpointPermission": (fineTunedModelCheckpoint, options2) => post(`/fine_tuning/checkpoints/${fineTunedModelCheckpoint}/permissions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ListFineTuningCheckpointPermissionResponse), orElse: unexpectedStatus }))), "deleteFineTuningCheckpointPermission": (fineTunedModelCheckpoint, permissionId) => del(`/fine_tuning/checkpoints/${fineTunedModelCheckpoint}/permissions/${permissionId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteFineTuningCheckpointPermissionResponse), orElse: unexpectedStatus }))), "listPaginatedFineTuningJobs": (options2) => get(`/fine_tuning/jobs`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"], "metadata": options2?.["metadata"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListPaginatedFineTuningJobsResponse), orElse: unexpectedStatus }))), "createFineTuningJob": (options2) => post(`/fine_tuning/jobs`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(FineTuningJob), orElse: unexpectedStatus }))), "retrieveFineTuningJob": (fineTuningJobId) => get(`/fine_tuning/jobs/${fineTuningJobId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(FineTuningJob), orElse: unexpectedStatus }))), "cancelFineTuningJob": (fineTuningJobId) => post(`/fine_tuning/jobs/${fineTuningJobId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(FineTuningJob), orElse: unexpectedStatus }))), "listFineTuningJobCheckpoints": (fineTuningJobId, options2) => get(`/fine_tuning/jobs/${fineTuningJobId}/checkpoints`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListFineTuningJobCheckpointsResponse), orElse: unexpectedStatus }))), "listFineTuningEvents": (fineTuningJobId, options2) => get(`/fine_tuning/jobs/${fineTuningJobId}/events`).pipe(setUrlParams({ "after": options2?.["after"], "limit": options2?.["limit"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListFineTuningJobEventsResponse), orElse: unexpectedStatus }))), "pauseFineTuningJob": (fineTuningJobId) => post(`/fine_tuning/jobs/${fineTuningJobId}/pause`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(FineTuningJob), orElse: unexpectedStatus }))), "resumeFineTuningJob": (fineTuningJobId) => post(`/fine_tuning/jobs/${fineTuningJobId}/resume`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(FineTuningJob), orElse: unexpectedStatus }))), "createImageEdit": (options2) => post(`/images/edits`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ImagesResponse), orElse: unexpectedStatus }))), "createImage": (options2) => post(`/images/generations`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ImagesResponse), orElse: unexpectedStatus }))), "createImageVariation": (options2) => post(`/images/variations`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ImagesResponse), orElse: unexpectedStatus }))), "listModels": () => get(`/models`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ListModelsResponse), orElse: unexpectedStatus }))), "retrieveModel": (model) => get(`/models/${model}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Model2), orElse: unexpectedStatus }))), "deleteModel": (model) => del(`/models/${model}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteModelResponse), orElse: unexpectedStatus }))), "createModeration": (options2) => post(`/moderations`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(CreateModerationResponse), orElse: unexpectedStatus }))), "adminApiKeysList": (options2) => get(`/organization/admin_api_keys`).pipe(setUrlParams({ "after": options2?.["after"], "order": options2?.["order"], "limit": options2?.["limit"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ApiKeyList), orElse: unexpectedStatus }))), "adminApiKeysCreate": (options2) => post(`/organization/admin_api_keys`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(AdminApiKey), orElse: unexpectedStatus }))), "adminApiKeysGet": (keyId) => get(`/organization/admin_api_keys/${keyId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(AdminApiKey), orElse: unexpectedStatus }))), "adminApiKeysDelete": (keyId) => del(`/organization/admin_api_keys/${keyId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(AdminApiKeysDelete200), orElse: unexpectedStatus }))), "listAuditLogs": (options2) => get(`/organization/audit_logs`).pipe(setUrlParams({ "effective_at[gt]": options2?.["effective_at[gt]"], "effective_at[gte]": options2?.["effective_at[gte]"], "effective_at[lt]": options2?.["effective_at[lt]"], "effective_at[lte]": options2?.["effective_at[lte]"], "project_ids[]": options2?.["project_ids[]"], "event_types[]": options2?.["event_types[]"], "actor_ids[]": options2?.["actor_ids[]"], "actor_emails[]": options2?.["actor_emails[]"], "resource_ids[]": options2?.["resource_ids[]"], "limit": options2?.["limit"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListAuditLogsResponse), orElse: unexpectedStatus }))), "listOrganizationCertificates": (options2) => get(`/organization/certificates`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "uploadCertificate": (options2) => post(`/organization/certificates`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Certificate), orElse: unexpectedStatus }))), "activateOrganizationCertificates": (options2) => post(`/organization/certificates/activate`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "deactivateOrganizationCertificates": (options2) => post(`/organization/certificates/deactivate`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "getCertificate": (certificateId, options2) => get(`/organization/certificates/${certificateId}`).pipe(setUrlParams({ "include": options2?.["include"] }), withResponse(matchStatus({ "2xx": decodeSuccess(Certificate), orElse: unexpectedStatus }))), "modifyCertificate": (certificateId, options2) => post(`/organization/certificates/${certificateId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Certificate), orElse: unexpectedStatus }))), "deleteCertificate": (certificateId) => del(`/organization/certificates/${certificateId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteCertificateResponse), orElse: unexpectedStatus }))), "usageCosts": (options2) => get(`/organization/costs`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "listGroups": (options2) => get(`/organization/groups`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(GroupListResource), orElse: unexpectedStatus }))), "createGroup": (options2) => post(`/organization/groups`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(GroupResponse), orElse: unexpectedStatus }))), "updateGroup": (groupId, options2) => post(`/organization/groups/${groupId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(GroupResourceWithSuccess), orElse: unexpectedStatus }))), "deleteGroup": (groupId) => del(`/organization/groups/${groupId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(GroupDeletedResource), orElse: unexpectedStatus }))), "listGroupRoleAssignments": (groupId, options2) => get(`/organization/groups/${groupId}/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RoleListResource), orElse: unexpectedStatus }))), "assignGroupRole": (groupId, options2) => post(`/organization/groups/${groupId}/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(GroupRoleAssignment), orElse: unexpectedStatus }))), "unassignGroupRole": (groupId, roleId) => del(`/organization/groups/${groupId}/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedRoleAssignmentResource), orElse: unexpectedStatus }))), "listGroupUsers": (groupId, options2) => get(`/organization/groups/${groupId}/users`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UserListResource), orElse: unexpectedStatus }))), "addGroupUser": (groupId, options2) => post(`/organization/groups/${groupId}/users`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(GroupUserAssignment), orElse: unexpectedStatus }))), "removeGroupUser": (groupId, userId) => del(`/organization/groups/${groupId}/users/${userId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(GroupUserDeletedResource), orElse: unexpectedStatus }))), "listInvites": (options2) => get(`/organization/invites`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(InviteListResponse), orElse: unexpectedStatus }))), "inviteUser": (options2) => post(`/organization/invites`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Invite), orElse: unexpectedStatus }))), "retrieveInvite": (inviteId) => get(`/organization/invites/${inviteId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Invite), orElse: unexpectedStatus }))), "deleteInvite": (inviteId) => del(`/organization/invites/${inviteId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(InviteDeleteResponse), orElse: unexpectedStatus }))), "listProjects": (options2) => get(`/organization/projects`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "include_archived": options2?.["include_archived"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectListResponse), orElse: unexpectedStatus }))), "createProject": (options2) => post(`/organization/projects`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Project), orElse: unexpectedStatus }))), "retrieveProject": (projectId) => get(`/organization/projects/${projectId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Project), orElse: unexpectedStatus }))), "modifyProject": (projectId, options2) => post(`/organization/projects/${projectId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Project), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "listProjectApiKeys": (projectId, options2) => get(`/organization/projects/${projectId}/api_keys`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectApiKeyListResponse), orElse: unexpectedStatus }))), "retrieveProjectApiKey": (projectId, keyId) => get(`/organization/projects/${projectId}/api_keys/${keyId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectApiKey), orElse: unexpectedStatus }))), "deleteProjectApiKey": (projectId, keyId) => del(`/organization/projects/${projectId}/api_keys/${keyId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectApiKeyDeleteResponse), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "archiveProject": (projectId) => post(`/organization/projects/${projectId}/archive`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Project), orElse: unexpectedStatus }))), "listProjectCertificates": (projectId, options2) => get(`/organization/projects/${projectId}/certificates`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "activateProjectCertificates": (projectId, options2) => post(`/organization/projects/${projectId}/certificates/activate`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "deactivateProjectCertificates": (projectId, options2) => post(`/organization/projects/${projectId}/certificates/deactivate`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ListCertificatesResponse), orElse: unexpectedStatus }))), "listProjectGroups": (projectId, options2) => get(`/organization/projects/${projectId}/groups`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectGroupListResource), orElse: unexpectedStatus }))), "addProjectGroup": (projectId, options2) => post(`/organization/projects/${projectId}/groups`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectGroup), orElse: unexpectedStatus }))), "removeProjectGroup": (projectId, groupId) => del(`/organization/projects/${projectId}/groups/${groupId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectGroupDeletedResource), orElse: unexpectedStatus }))), "listProjectRateLimits": (projectId, options2) => get(`/organization/projects/${projectId}/rate_limits`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectRateLimitListResponse), orElse: unexpectedStatus }))), "updateProjectRateLimits": (projectId, rateLimitId, options2) => post(`/organization/projects/${projectId}/rate_limits/${rateLimitId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectRateLimit), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "listProjectServiceAccounts": (projectId, options2) => get(`/organization/projects/${projectId}/service_accounts`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectServiceAccountListResponse), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "createProjectServiceAccount": (projectId, options2) => post(`/organization/projects/${projectId}/service_accounts`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectServiceAccountCreateResponse), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "retrieveProjectServiceAccount": (projectId, serviceAccountId) => get(`/organization/projects/${projectId}/service_accounts/${serviceAccountId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectServiceAccount), orElse: unexpectedStatus }))), "deleteProjectServiceAccount": (projectId, serviceAccountId) => del(`/organization/projects/${projectId}/service_accounts/${serviceAccountId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectServiceAccountDeleteResponse), orElse: unexpectedStatus }))), "listProjectUsers": (projectId, options2) => get(`/organization/projects/${projectId}/users`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectUserListResponse), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "createProjectUser": (projectId, options2) => post(`/organization/projects/${projectId}/users`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectUser), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "retrieveProjectUser": (projectId, userId) => get(`/organization/projects/${projectId}/users/${userId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectUser), orElse: unexpectedStatus }))), "modifyProjectUser": (projectId, userId, options2) => post(`/organization/projects/${projectId}/users/${userId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ProjectUser), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "deleteProjectUser": (projectId, userId) => del(`/organization/projects/${projectId}/users/${userId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ProjectUserDeleteResponse), "400": decodeError("ErrorResponse", ErrorResponse), orElse: unexpectedStatus }))), "listRoles": (options2) => get(`/organization/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(PublicRoleListResource), orElse: unexpectedStatus }))), "createRole": (options2) => post(`/organization/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Role), orElse: unexpectedStatus }))), "updateRole": (roleId, options2) => post(`/organization/roles/${roleId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Role), orElse: unexpectedStatus }))), "deleteRole": (roleId) => del(`/organization/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(RoleDeletedResource), orElse: unexpectedStatus }))), "usageAudioSpeeches": (options2) => get(`/organization/usage/audio_speeches`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageAudioTranscriptions": (options2) => get(`/organization/usage/audio_transcriptions`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageCodeInterpreterSessions": (options2) => get(`/organization/usage/code_interpreter_sessions`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageCompletions": (options2) => get(`/organization/usage/completions`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "batch": options2?.["batch"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageEmbeddings": (options2) => get(`/organization/usage/embeddings`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageImages": (options2) => get(`/organization/usage/images`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "sources": options2?.["sources"], "sizes": options2?.["sizes"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageModerations": (options2) => get(`/organization/usage/moderations`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "user_ids": options2?.["user_ids"], "api_key_ids": options2?.["api_key_ids"], "models": options2?.["models"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "usageVectorStores": (options2) => get(`/organization/usage/vector_stores`).pipe(setUrlParams({ "start_time": options2?.["start_time"], "end_time": options2?.["end_time"], "bucket_width": options2?.["bucket_width"], "project_ids": options2?.["project_ids"], "group_by": options2?.["group_by"], "limit": options2?.["limit"], "page": options2?.["page"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UsageResponse), orElse: unexpectedStatus }))), "listUsers": (options2) => get(`/organization/users`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "emails": options2?.["emails"] }), withResponse(matchStatus({ "2xx": decodeSuccess(UserListResponse), orElse: unexpectedStatus }))), "retrieveUser": (userId) => get(`/organization/users/${userId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(User), orElse: unexpectedStatus }))), "modifyUser": (userId, options2) => post(`/organization/users/${userId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(User), orElse: unexpectedStatus }))), "deleteUser": (userId) => del(`/organization/users/${userId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(UserDeleteResponse), orElse: unexpectedStatus }))), "listUserRoleAssignments": (userId, options2) => get(`/organization/users/${userId}/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RoleListResource), orElse: unexpectedStatus }))), "assignUserRole": (userId, options2) => post(`/organization/users/${userId}/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(UserRoleAssignment), orElse: unexpectedStatus }))), "unassignUserRole": (userId, roleId) => del(`/organization/users/${userId}/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedRoleAssignmentResource), orElse: unexpectedStatus }))), "listProjectGroupRoleAssignments": (projectId, groupId, options2) => get(`/projects/${projectId}/groups/${groupId}/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RoleListResource), orElse: unexpectedStatus }))), "assignProjectGroupRole": (projectId, groupId, options2) => post(`/projects/${projectId}/groups/${groupId}/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(GroupRoleAssignment), orElse: unexpectedStatus }))), "unassignProjectGroupRole": (projectId, groupId, roleId) => del(`/projects/${projectId}/groups/${groupId}/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedRoleAssignmentResource), orElse: unexpectedStatus }))), "listProjectRoles": (projectId, options2) => get(`/projects/${projectId}/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(PublicRoleListResource), orElse: unexpectedStatus }))), "createProjectRole": (projectId, options2) => post(`/projects/${projectId}/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Role), orElse: unexpectedStatus }))), "updateProjectRole": (projectId, roleId, options2) => post(`/projects/${projectId}/roles/${roleId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Role), orElse: unexpectedStatus }))), "deleteProjectRole": (projectId, roleId) => del(`/projects/${projectId}/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(RoleDeletedResource), orElse: unexpectedStatus }))), "listProjectUserRoleAssignments": (projectId, userId, options2) => get(`/projects/${projectId}/users/${userId}/roles`).pipe(setUrlParams({ "limit": options2?.["limit"], "after": options2?.["after"], "order": options2?.["order"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RoleListResource), orElse: unexpectedStatus }))), "assignProjectUserRole": (projectId, userId, options2) => post(`/projects/${projectId}/users/${userId}/roles`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(UserRoleAssignment), orElse: unexpectedStatus }))), "unassignProjectUserRole": (projectId, userId, roleId) => del(`/projects/${projectId}/users/${userId}/roles/${roleId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedRoleAssignmentResource), orElse: unexpectedStatus }))), "createRealtimeCall": (options2) => post(`/realtime/calls`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ orElse: unexpectedStatus }))), "acceptRealtimeCall": (callId, options2) => post(`/realtime/calls/${callId}/accept`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "hangupRealtimeCall": (callId) => post(`/realtime/calls/${callId}/hangup`).pipe(withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "referRealtimeCall": (callId, options2) => post(`/realtime/calls/${callId}/refer`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "rejectRealtimeCall": (callId, options2) => post(`/realtime/calls/${callId}/reject`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "200": () => _void, orElse: unexpectedStatus }))), "createRealtimeClientSecret": (options2) => post(`/realtime/client_secrets`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RealtimeCreateClientSecretResponse), orElse: unexpectedStatus }))), "createRealtimeSession": (options2) => post(`/realtime/sessions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RealtimeSessionCreateResponse), orElse: unexpectedStatus }))), "createRealtimeTranscriptionSession": (options2) => post(`/realtime/transcription_sessions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RealtimeTranscriptionSessionCreateResponse), orElse: unexpectedStatus }))), "createResponse": (options2) => post(`/responses`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Response), orElse: unexpectedStatus }))), "getResponse": (responseId, options2) => get(`/responses/${responseId}`).pipe(setUrlParams({ "include": options2?.["include"], "stream": options2?.["stream"], "starting_after": options2?.["starting_after"], "include_obfuscation": options2?.["include_obfuscation"] }), withResponse(matchStatus({ "2xx": decodeSuccess(Response), orElse: unexpectedStatus }))), "deleteResponse": (responseId) => del(`/responses/${responseId}`).pipe(withResponse(matchStatus({ "404": decodeError("Error", Error2), "200": () => _void, orElse: unexpectedStatus }))), "cancelResponse": (responseId) => post(`/responses/${responseId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Response), "404": decodeError("Error", Error2), orElse: unexpectedStatus }))), "listInputItems": (responseId, options2) => get(`/responses/${responseId}/input_items`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "include": options2?.["include"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ResponseItemList), orElse: unexpectedStatus }))), "createThread": (options2) => post(`/threads`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ThreadObject), orElse: unexpectedStatus }))), "createThreadAndRun": (options2) => post(`/threads/runs`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "getThread": (threadId) => get(`/threads/${threadId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ThreadObject), orElse: unexpectedStatus }))), "modifyThread": (threadId, options2) => post(`/threads/${threadId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ThreadObject), orElse: unexpectedStatus }))), "deleteThread": (threadId) => del(`/threads/${threadId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteThreadResponse), orElse: unexpectedStatus }))), "listMessages": (threadId, options2) => get(`/threads/${threadId}/messages`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"], "run_id": options2?.["run_id"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListMessagesResponse), orElse: unexpectedStatus }))), "createMessage": (threadId, options2) => post(`/threads/${threadId}/messages`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(MessageObject), orElse: unexpectedStatus }))), "getMessage": (threadId, messageId) => get(`/threads/${threadId}/messages/${messageId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(MessageObject), orElse: unexpectedStatus }))), "modifyMessage": (threadId, messageId, options2) => post(`/threads/${threadId}/messages/${messageId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(MessageObject), orElse: unexpectedStatus }))), "deleteMessage": (threadId, messageId) => del(`/threads/${threadId}/messages/${messageId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteMessageResponse), orElse: unexpectedStatus }))), "listRuns": (threadId, options2) => get(`/threads/${threadId}/runs`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListRunsResponse), orElse: unexpectedStatus }))), "createRun": (threadId, options2) => post(`/threads/${threadId}/runs`).pipe(setUrlParams({ "include[]": options2.params?.["include[]"] }), bodyUnsafeJson(options2.payload), withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "getRun": (threadId, runId) => get(`/threads/${threadId}/runs/${runId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "modifyRun": (threadId, runId, options2) => post(`/threads/${threadId}/runs/${runId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "cancelRun": (threadId, runId) => post(`/threads/${threadId}/runs/${runId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "listRunSteps": (threadId, runId, options2) => get(`/threads/${threadId}/runs/${runId}/steps`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"], "include[]": options2?.["include[]"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListRunStepsResponse), orElse: unexpectedStatus }))), "getRunStep": (threadId, runId, stepId, options2) => get(`/threads/${threadId}/runs/${runId}/steps/${stepId}`).pipe(setUrlParams({ "include[]": options2?.["include[]"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RunStepObject), orElse: unexpectedStatus }))), "submitToolOuputsToRun": (threadId, runId, options2) => post(`/threads/${threadId}/runs/${runId}/submit_tool_outputs`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(RunObject), orElse: unexpectedStatus }))), "createUpload": (options2) => post(`/uploads`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Upload), orElse: unexpectedStatus }))), "cancelUpload": (uploadId) => post(`/uploads/${uploadId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(Upload), orElse: unexpectedStatus }))), "completeUpload": (uploadId, options2) => post(`/uploads/${uploadId}/complete`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(Upload), orElse: unexpectedStatus }))), "addUploadPart": (uploadId, options2) => post(`/uploads/${uploadId}/parts`).pipe(bodyFormDataRecord(options2), withResponse(matchStatus({ "2xx": decodeSuccess(UploadPart), orElse: unexpectedStatus }))), "listVectorStores": (options2) => get(`/vector_stores`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListVectorStoresResponse), orElse: unexpectedStatus }))), "createVectorStore": (options2) => post(`/vector_stores`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreObject), orElse: unexpectedStatus }))), "getVectorStore": (vectorStoreId) => get(`/vector_stores/${vectorStoreId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreObject), orElse: unexpectedStatus }))), "modifyVectorStore": (vectorStoreId, options2) => post(`/vector_stores/${vectorStoreId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreObject), orElse: unexpectedStatus }))), "deleteVectorStore": (vectorStoreId) => del(`/vector_stores/${vectorStoreId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteVectorStoreResponse), orElse: unexpectedStatus }))), "createVectorStoreFileBatch": (vectorStoreId, options2) => post(`/vector_stores/${vectorStoreId}/file_batches`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileBatchObject), orElse: unexpectedStatus }))), "getVectorStoreFileBatch": (vectorStoreId, batchId) => get(`/vector_stores/${vectorStoreId}/file_batches/${batchId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileBatchObject), orElse: unexpectedStatus }))), "cancelVectorStoreFileBatch": (vectorStoreId, batchId) => post(`/vector_stores/${vectorStoreId}/file_batches/${batchId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileBatchObject), orElse: unexpectedStatus }))), "listFilesInVectorStoreBatch": (vectorStoreId, batchId, options2) => get(`/vector_stores/${vectorStoreId}/file_batches/${batchId}/files`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"], "filter": options2?.["filter"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListVectorStoreFilesResponse), orElse: unexpectedStatus }))), "listVectorStoreFiles": (vectorStoreId, options2) => get(`/vector_stores/${vectorStoreId}/files`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"], "filter": options2?.["filter"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ListVectorStoreFilesResponse), orElse: unexpectedStatus }))), "createVectorStoreFile": (vectorStoreId, options2) => post(`/vector_stores/${vectorStoreId}/files`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileObject), orElse: unexpectedStatus }))), "getVectorStoreFile": (vectorStoreId, fileId) => get(`/vector_stores/${vectorStoreId}/files/${fileId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileObject), orElse: unexpectedStatus }))), "updateVectorStoreFileAttributes": (vectorStoreId, fileId, options2) => post(`/vector_stores/${vectorStoreId}/files/${fileId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileObject), orElse: unexpectedStatus }))), "deleteVectorStoreFile": (vectorStoreId, fileId) => del(`/vector_stores/${vectorStoreId}/files/${fileId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeleteVectorStoreFileResponse), orElse: unexpectedStatus }))), "retrieveVectorStoreFileContent": (vectorStoreId, fileId) => get(`/vector_stores/${vectorStoreId}/files/${fileId}/content`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreFileContentResponse), orElse: unexpectedStatus }))), "searchVectorStore": (vectorStoreId, options2) => post(`/vector_stores/${vectorStoreId}/search`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VectorStoreSearchResultsPage), orElse: unexpectedStatus }))), "createConversation": (options2) => post(`/conversations`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ConversationResource), orElse: unexpectedStatus }))), "getConversation": (conversationId) => get(`/conversations/${conversationId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ConversationResource), orElse: unexpectedStatus }))), "updateConversation": (conversationId, options2) => post(`/conversations/${conversationId}`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ConversationResource), orElse: unexpectedStatus }))), "deleteConversation": (conversationId) => del(`/conversations/${conversationId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedConversationResource), orElse: unexpectedStatus }))), "ListVideos": (options2) => get(`/videos`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"] }), withResponse(matchStatus({ "2xx": decodeSuccess(VideoListResource), orElse: unexpectedStatus }))), "createVideo": (options2) => post(`/videos`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VideoResource), orElse: unexpectedStatus }))), "GetVideo": (videoId) => get(`/videos/${videoId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(VideoResource), orElse: unexpectedStatus }))), "DeleteVideo": (videoId) => del(`/videos/${videoId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedVideoResource), orElse: unexpectedStatus }))), "RetrieveVideoContent": (videoId, options2) => get(`/videos/${videoId}/content`).pipe(setUrlParams({ "variant": options2?.["variant"] }), withResponse(matchStatus({ "2xx": decodeSuccess(RetrieveVideoContent200), orElse: unexpectedStatus }))), "CreateVideoRemix": (videoId, options2) => post(`/videos/${videoId}/remix`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(VideoResource), orElse: unexpectedStatus }))), "Getinputtokencounts": (options2) => post(`/responses/input_tokens`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(TokenCountsResource), orElse: unexpectedStatus }))), "CancelChatSessionMethod": (sessionId) => post(`/chatkit/sessions/${sessionId}/cancel`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ChatSessionResource), orElse: unexpectedStatus }))), "CreateChatSessionMethod": (options2) => post(`/chatkit/sessions`).pipe(bodyUnsafeJson(options2), withResponse(matchStatus({ "2xx": decodeSuccess(ChatSessionResource), orElse: unexpectedStatus }))), "ListThreadItemsMethod": (threadId, options2) => get(`/chatkit/threads/${threadId}/items`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ThreadItemListResource), orElse: unexpectedStatus }))), "GetThreadMethod": (threadId) => get(`/chatkit/threads/${threadId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(ThreadResource), orElse: unexpectedStatus }))), "DeleteThreadMethod": (threadId) => del(`/chatkit/threads/${threadId}`).pipe(withResponse(matchStatus({ "2xx": decodeSuccess(DeletedThreadResource), orElse: unexpectedStatus }))), "ListThreadsMethod": (options2) => get(`/chatkit/threads`).pipe(setUrlParams({ "limit": options2?.["limit"], "order": options2?.["order"], "after": options2?.["after"], "before": options2?.["before"], "user": options2?.["user"] }), withResponse(matchStatus({ "2xx": decodeSuccess(ThreadListResource), orElse: unexpectedStatus }))) };
};
var ClientErrorImpl = class extends Error {
};
var ClientError = (tag, cause, response) => new ClientErrorImpl({ _tag: tag, cause, response, request: response.request });

// node_modules/@effect/ai-openai/dist/esm/OpenAiConfig.js
var OpenAiConfig = class _OpenAiConfig extends (/* @__PURE__ */ Tag("@effect/ai-openai/OpenAiConfig")()) {
  /**
   * @since 1.0.0
   */
  static getOrUndefined = /* @__PURE__ */ map(/* @__PURE__ */ context(), (context2) => context2.unsafeMap.get(_OpenAiConfig.key));
};

// node_modules/@effect/ai-openai/dist/esm/OpenAiClient.js
var OpenAiClient = class extends (/* @__PURE__ */ Tag("@effect/ai-openai/OpenAiClient")()) {
};
var make3 = (options) => gen(function* () {
  const organizationHeader = "OpenAI-Organization";
  const projectHeader = "OpenAI-Project";
  yield* locallyScopedWith(currentRedactedNames, appendAll([organizationHeader, projectHeader]));
  const httpClient = (yield* HttpClient).pipe(mapRequest((request) => request.pipe(prependUrl(options.apiUrl ?? "https://api.openai.com/v1"), options.apiKey ? bearerToken(options.apiKey) : identity, options.organizationId !== void 0 ? setHeader(organizationHeader, value(options.organizationId)) : identity, options.projectId !== void 0 ? setHeader(projectHeader, value(options.projectId)) : identity, acceptJson)), options.transformClient ? options.transformClient : identity);
  const httpClientOk = filterStatusOk(httpClient);
  const client = make2(httpClient, {
    transformClient: (client2) => OpenAiConfig.getOrUndefined.pipe(map((config) => config?.transformClient ? config.transformClient(client2) : client2))
  });
  const streamRequest = (request, schema) => {
    const decodeEvent = decode(parseJson(schema));
    return httpClientOk.execute(request).pipe(
      map((r) => r.stream),
      unwrapScoped,
      decodeText(),
      pipeThroughChannel(makeChannel()),
      // Decode each SSE event, but don't let a single unrecognized or malformed
      // frame abort the whole stream. OpenAI emits events absent from the generated
      // schema (e.g. `keepalive` heartbeats during long Responses turns); skip what
      // we can't decode and keep the stream alive.
      mapEffect((event) => decodeEvent(event.data).pipe(asSome, catchTag("ParseError", (error) => logDebug("Skipping undecodable stream event", error).pipe(as(none()))))),
      filterMap(identity),
      catchTags2({
        RequestError: (error) => HttpRequestError.fromRequestError({
          module: "OpenAiClient",
          method: "streamRequest",
          error
        }),
        ResponseError: (error) => HttpResponseError.fromResponseError({
          module: "OpenAiClient",
          method: "streamRequest",
          error
        })
      })
    );
  };
  const createResponse = (options2) => client.createResponse(options2).pipe(catchTags({
    RequestError: (error) => HttpRequestError.fromRequestError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    }),
    ResponseError: (error) => HttpResponseError.fromResponseError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    }),
    ParseError: (error) => MalformedOutput.fromParseError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    })
  }));
  const createResponseStream = (options2) => {
    const request = post("/responses", {
      body: unsafeJson({
        ...options2,
        stream: true
      })
    });
    return streamRequest(request, ResponseStreamEvent).pipe(takeUntil((event) => event.type === "response.completed" || event.type === "response.incomplete"));
  };
  const createEmbedding = (options2) => client.createEmbedding(options2).pipe(catchTags({
    RequestError: (error) => HttpRequestError.fromRequestError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    }),
    ResponseError: (error) => HttpResponseError.fromResponseError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    }),
    ParseError: (error) => MalformedOutput.fromParseError({
      module: "OpenAiClient",
      method: "createResponse",
      error
    })
  }));
  return OpenAiClient.of({
    client,
    streamRequest,
    createResponse,
    createResponseStream,
    createEmbedding
  });
});
var ResponseCreatedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCreatedEvent")({
  /**
   * The type of the event. Always `"response.created"`.
   */
  type: /* @__PURE__ */ Literal("response.created"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The response that was created.
   */
  response: Response
})) {
};
var ResponseQueuedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseQueuedEvent")({
  /**
   * The type of the event. Always `"response.queued"`.
   */
  type: /* @__PURE__ */ Literal("response.queued"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The full response object that is queued.
   */
  response: Response
})) {
};
var ResponseInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseInProgressEvent")({
  /**
   * The type of the event. Always `"response.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The response that is in progress.
   */
  response: Response
})) {
};
var ResponseCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCompletedEvent")({
  /**
   * The type of the event. Always `"response.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * Properties of the completed response.
   */
  response: Response
})) {
};
var ResponseIncompleteEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseIncompleteEvent")({
  /**
   * The type of the event. Always `"response.incomplete"`.
   */
  type: /* @__PURE__ */ Literal("response.incomplete"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The response that was incomplete.
   */
  response: Response
})) {
};
var ResponseFailedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFailedEvent")({
  /**
   * The type of the event. Always `"response.failed"`.
   */
  type: /* @__PURE__ */ Literal("response.failed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The response that failed.
   */
  response: Response
})) {
};
var WebSearchToolCallForAddEvent = /* @__PURE__ */ asSchema(/* @__PURE__ */ WebSearchToolCall.pipe(/* @__PURE__ */ omit2("action")));
var AddEventOutputItem = /* @__PURE__ */ Union(OutputItem, WebSearchToolCallForAddEvent);
var ResponseOutputItemAddedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseOutputItemAddedEvent")({
  /**
   * The type of the event. Always `"response.output_item.added"`.
   */
  type: /* @__PURE__ */ Literal("response.output_item.added"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that was added.
   */
  output_index: Int,
  /**
   * The output item that was added.
   */
  item: AddEventOutputItem
})) {
};
var ResponseOutputItemDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseOutputItemDoneEvent")({
  /**
   * The type of the event. Always `"response.output_item.done"`.
   */
  type: /* @__PURE__ */ Literal("response.output_item.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that was marked done.
   */
  output_index: Int,
  /**
   * The output item that was marked done.
   */
  item: OutputItem
})) {
};
var ResponseContentPartAddedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseContentPartAddedEvent")({
  /**
   * The type of the event. Always `"response.content_part.added"`.
   */
  type: /* @__PURE__ */ Literal("response.content_part.added"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the content part was added to.
   */
  output_index: Int,
  /**
   * The index of the content part that was added.
   */
  content_index: Int,
  /**
   * The ID of the output item that the content part was added to.
   */
  item_id: String$,
  /**
   * The content part that was added.
   */
  part: /* @__PURE__ */ Union(OutputTextContent, RefusalContent, ReasoningTextContent)
})) {
};
var ResponseContentPartDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseContentPartDoneEvent")({
  /**
   * The type of the event. Always `"response.content_part.done"`.
   */
  type: /* @__PURE__ */ Literal("response.content_part.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the content part was added to.
   */
  output_index: Int,
  /**
   * The index of the content part that is done.
   */
  content_index: Int,
  /**
   * The ID of the output item that the content part was added to.
   */
  item_id: String$,
  /**
   * The content part that was added.
   */
  part: /* @__PURE__ */ Union(OutputTextContent, RefusalContent, ReasoningTextContent)
})) {
};
var LogProbs = class extends (/* @__PURE__ */ Class("@effect/ai-openai/LogProbs")({
  /**
   * The log probability of this token.
   */
  logprob: Number$,
  /**
   * A possible text token.
   */
  token: String$,
  /**
   * The log probability of the top 20 most likely tokens.
   */
  top_logprobs: /* @__PURE__ */ Array$(/* @__PURE__ */ Struct({
    /**
     * The log probability of this token.
     */
    logprob: Number$,
    /**
     * A possible text token.
     */
    token: String$
  }))
})) {
};
var ResponseOutputTextDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseOutputTextDeltaEvent")({
  /**
   * The type of the event. Always `"response.output_text.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.output_text.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the text delta was added to.
   */
  output_index: Int,
  /**
   * The index of the content part that the text delta was added to.
   */
  content_index: Int,
  /**
   * The ID of the output item that the text delta was added to.
   */
  item_id: String$,
  /**
   * The text delta that was added.
   */
  delta: String$,
  /**
   * The log probabilities of the tokens in the delta.
   */
  logprobs: /* @__PURE__ */ optional(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(LogProbs)))
})) {
};
var ResponseOutputTextDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseOutputTextDoneEvent")({
  /**
   * The type of the event. Always `"response.output_text.done"`.
   */
  type: /* @__PURE__ */ Literal("response.output_text.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the text content is finalized.
   */
  output_index: Int,
  /**
   * The index of the content part that the text content is finalized.
   */
  content_index: Int,
  /**
   * The ID of the output item that the text content is finalized.
   */
  item_id: String$,
  /**
   * The text content that is finalized.
   */
  text: String$,
  /**
   * The log probabilities of the tokens in the delta.
   */
  logprobs: /* @__PURE__ */ optional(/* @__PURE__ */ NullOr(/* @__PURE__ */ Array$(LogProbs)))
})) {
};
var ResponseOutputTextAnnotationAddedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseOutputTextAnnotationAddedEvent")({
  /**
   * The type of the event. Always `"response.output_text.annotation.added"`.
   */
  type: /* @__PURE__ */ Literal("response.output_text.annotation.added"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The index of the content part within the output item.
   */
  content_index: Int,
  /**
   * The index of the annotation within the content part.
   */
  annotation_index: Int,
  /**
   * The unique identifier of the item to which the annotation is being added.
   */
  item_id: String$,
  /**
   * The annotation object being added. (See annotation schema for details.)
   */
  annotation: Annotation
})) {
};
var ResponseRefusalDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseRefusalDeltaEvent")({
  /**
   * The type of the event. Always `"response.refusal.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.refusal.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the refusal text is added to.
   */
  output_index: Int,
  /**
   * The index of the content part that the refusal text is added to.
   */
  content_index: Int,
  /**
   * The ID of the output item that the refusal text is added to.
   */
  item_id: String$,
  /**
   * The refusal text that is added.
   */
  delta: String$
})) {
};
var ResponseRefusalDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseRefusalDoneEvent")({
  /**
   * The type of the event. Always `"response.refusal.done"`.
   */
  type: /* @__PURE__ */ Literal("response.refusal.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the refusal text is finalized.
   */
  output_index: Int,
  /**
   * The index of the content part that the refusal text is finalized.
   */
  content_index: Int,
  /**
   * The index of the output item that the refusal text is added to.
   */
  item_id: String$,
  /**
   * The refusal text that is finalized.
   */
  refusal: String$
})) {
};
var ResponseFunctionCallArgumentsDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFunctionCallArgumentsDeltaEvent")({
  /**
   * The type of the event. Always `"response.function_call_arguments.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.function_call_arguments.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the function-call arguments delta is added to.
   */
  output_index: Int,
  /**
   * The ID of the output item that the function-call arguments delta is added to.
   */
  item_id: String$,
  /**
   * The function-call arguments delta that is added.
   */
  delta: String$
})) {
};
var ResponseFunctionCallArgumentsDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFunctionCallArgumentsDoneEvent")({
  /**
   * The type of the event. Always `"response.function_call_arguments.done"`.
   */
  type: /* @__PURE__ */ Literal("response.function_call_arguments.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item.
   */
  output_index: Int,
  /**
   * The ID of the item.
   */
  item_id: String$,
  /**
   * The function-call arguments.
   */
  arguments: String$
})) {
};
var ResponseFileSearchCallInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFileSearchCallInProgressEvent")({
  /**
   * The type of the event. Always `"response.file_search_call.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.file_search_call.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the file search call is initiated.
   */
  output_index: Int,
  /**
   * The ID of the output item that the file search call is initiated.
   */
  item_id: String$
})) {
};
var ResponseFileSearchCallSearchingEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFileSearchCallSearchingEvent")({
  /**
   * The type of the event. Always `"response.file_search_call.searching"`.
   */
  type: /* @__PURE__ */ Literal("response.file_search_call.searching"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the file search call is searching.
   */
  output_index: Int,
  /**
   * The ID of the output item that the file search call is initiated.
   */
  item_id: String$
})) {
};
var ResponseFileSearchCallCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseFileSearchCallCompletedEvent")({
  /**
   * The type of the event. Always `"response.file_search_call.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.file_search_call.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the file search call is initiated.
   */
  output_index: Int,
  /**
   * The ID of the output item that the file search call is initiated.
   */
  item_id: String$
})) {
};
var ResponseWebSearchCallInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseWebSearchCallInProgressEvent")({
  /**
   * The type of the event. Always `"response.web_search_call.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.web_search_call.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the web search call is associated with.
   */
  output_index: Int,
  /**
   * Unique ID for the output item associated with the web search call.
   */
  item_id: String$
})) {
};
var ResponseWebSearchCallSearchingEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseWebSearchCallSearchingEvent")({
  /**
   * The type of the event. Always `"response.web_search_call.searching"`.
   */
  type: /* @__PURE__ */ Literal("response.web_search_call.searching"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the web search call is associated with.
   */
  output_index: Int,
  /**
   * Unique ID for the output item associated with the web search call.
   */
  item_id: String$
})) {
};
var ResponseWebSearchCallCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseWebSearchCallCompletedEvent")({
  /**
   * The type of the event. Always `"response.web_search_call.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.web_search_call.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that the web search call is associated with.
   */
  output_index: Int,
  /**
   * Unique ID for the output item associated with the web search call.
   */
  item_id: String$
})) {
};
var SummaryPart = class extends (/* @__PURE__ */ Class("@effect/ai-openai/SummaryPart")({
  /**
   * The type of the summary part. Always `"summary_text"`.
   */
  type: /* @__PURE__ */ Literal("summary_text"),
  /**
   * The text of the summary part.
   */
  text: String$
})) {
};
var ResponseReasoningSummaryPartAddedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningSummaryPartAddedEvent")({
  /**
   * The type of the event. Always `"response.reasoning_summary_part.added"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_summary_part.added"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the summary part within the reasoning summary.
   */
  summary_index: Int,
  /**
   * The index of the output item this summary part is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this summary part is associated with.
   */
  item_id: String$,
  /**
   * The summary part that was added.
   */
  part: SummaryPart
})) {
};
var ResponseReasoningSummaryPartDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningSummaryPartDoneEvent")({
  /**
   * The type of the event. Always `"response.reasoning_summary_part.done"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_summary_part.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the summary part within the reasoning summary.
   */
  summary_index: Int,
  /**
   * The index of the output item this summary part is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this summary part is associated with.
   */
  item_id: String$,
  /**
   * The completed summary part.
   */
  part: SummaryPart
})) {
};
var ResponseReasoningSummaryTextDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningSummaryTextDeltaEvent")({
  /**
   * The type of the event. Always `"response.reasoning_summary_text.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_summary_text.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the summary part within the reasoning summary.
   */
  summary_index: Int,
  /**
   * The index of the output item this summary text delta is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this summary text delta is associated with.
   */
  item_id: String$,
  /**
   * The text delta that was added to the summary.
   */
  delta: String$
})) {
};
var ResponseReasoningSummaryTextDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningSummaryTextDoneEvent")({
  /**
   * The type of the event. Always `"response.reasoning_summary_text.done"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_summary_text.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the summary part within the reasoning summary.
   */
  summary_index: Int,
  /**
   * The index of the output item this summary text is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this summary text is associated with.
   */
  item_id: String$,
  /**
   * The full text of the completed reasoning summary.
   */
  text: String$
})) {
};
var ResponseReasoningTextDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningTextDeltaEvent")({
  /**
   * The type of the event. Always `"response.reasoning_text.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_text.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the reasoning content part this delta is associated with.
   */
  content_index: Int,
  /**
   * The index of the output item this reasoning text delta is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this reasoning text delta is associated with.
   */
  item_id: String$,
  /**
   * The text delta that was added to the reasoning content.
   */
  delta: String$
})) {
};
var ResponseReasoningTextDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseReasoningPartDoneEvent")({
  /**
   * The type of the event. Always `"response.reasoning_text.done"`.
   */
  type: /* @__PURE__ */ Literal("response.reasoning_text.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the reasoning content part.
   */
  content_index: Int,
  /**
   * The index of the output item this reasoning text is associated with.
   */
  output_index: Int,
  /**
   * The ID of the item this reasoning text is associated with.
   */
  item_id: String$,
  /**
   * The full text of the completed reasoning content.
   */
  text: String$
})) {
};
var ResponseImageGenerationCallInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseImageGenerationCallInProgressEvent")({
  /**
   * The type of the event. Always `"response.image_generation_call.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.image_generation_call.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the image generation item being processed.
   */
  item_id: String$
})) {
};
var ResponseImageGenerationCallGeneratingEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseImageGenerationCallGeneratingEvent")({
  /**
   * The type of the event. Always `"response.image_generation_call.generating"`.
   */
  type: /* @__PURE__ */ Literal("response.image_generation_call.generating"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the image generation item being processed.
   */
  item_id: String$
})) {
};
var ResponseImageGenerationCallPartialImageEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseImageGenerationCallPartialImageEvent")({
  /**
   * The type of the event. Always `"response.image_generation_call.partial_image"`.
   */
  type: /* @__PURE__ */ Literal("response.image_generation_call.partial_image"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the image generation item being processed.
   */
  item_id: String$,
  /**
   * `0`-based index for the partial image (backend is `1`-based, but this is
   * `0`-based for the user).
   */
  partial_image_index: Int,
  /**
   * Base64-encoded partial image data, suitable for rendering as an image.
   */
  partial_image_b64: String$
})) {
};
var ResponseImageGenerationCallCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseImageGenerationCallCompletedEvent")({
  /**
   * The type of the event. Always `"response.image_generation_call.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.image_generation_call.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the image generation item being processed.
   */
  item_id: String$
})) {
};
var ResponseMcpCallArgumentsDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpCallArgumentsDeltaEvent")({
  /**
   * The type of the event. Always `"response.mcp_call_arguments.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_call_arguments.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the MCP tool call item being processed.
   */
  item_id: String$,
  /**
   * A JSON string containing the partial update to the arguments for the MCP
   * tool call.
   */
  delta: String$
})) {
};
var ResponseMcpCallArgumentsDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpCallArgumentsDoneEvent")({
  /**
   * The type of the event. Always `"response.mcp_call_arguments.done"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_call_arguments.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the MCP tool call item being processed.
   */
  item_id: String$,
  /**
   * A JSON string containing the finalized arguments for the MCP tool call.
   */
  arguments: String$
})) {
};
var ResponseMcpCallInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpCallInProgressEvent")({
  /**
   * The type of the event. Always `"response.mcp_call.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_call.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response's output array.
   */
  output_index: Int,
  /**
   * The unique identifier of the MCP tool call item being processed.
   */
  item_id: String$
})) {
};
var ResponseMcpCallCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpCallCompletedEvent")({
  /**
   * The type of the event. Always `"response.mcp_call.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_call.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that completed.
   */
  output_index: Int,
  /**
   * The ID of the MCP tool call item that completed.
   */
  item_id: String$
})) {
};
var ResponseMcpCallFailedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpCallFailedEvent")({
  /**
   * The type of the event. Always `"response.mcp_call.failed"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_call.failed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that failed.
   */
  output_index: Int,
  /**
   * The ID of the MCP tool call item that failed.
   */
  item_id: String$
})) {
};
var ResponseMcpListToolsInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpListToolsInProgressEvent")({
  /**
   * The type of the event. Always `"response.mcp_list_tools.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_list_tools.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that is being processed.
   */
  output_index: Int,
  /**
   * The ID of the MCP tool call item that is being processed.
   */
  item_id: String$
})) {
};
var ResponseMcpListToolsCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpListToolsCompletedEvent")({
  /**
   * The type of the event. Always `"response.mcp_list_tools.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_list_tools.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that was processed.
   */
  output_index: Int,
  /**
   * The ID of the MCP tool call item that produced this output.
   */
  item_id: String$
})) {
};
var ResponseMcpListToolsFailedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseMcpListToolsFailedEvent")({
  /**
   * The type of the event. Always `"response.mcp_list_tools.failed"`.
   */
  type: /* @__PURE__ */ Literal("response.mcp_list_tools.failed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item that failed.
   */
  output_index: Int,
  /**
   * The ID of the MCP tool call item that failed.
   */
  item_id: String$
})) {
};
var ResponseCodeInterpreterCallInProgressEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCodeInterpreterCallInProgressEvent")({
  /**
   * The type of the event. Always `"response.code_interpreter_call.in_progress"`.
   */
  type: /* @__PURE__ */ Literal("response.code_interpreter_call.in_progress"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response for which the code interpreter
   * call is in progress.
   */
  output_index: Int,
  /**
   * The unique identifier of the code interpreter tool call item.
   */
  item_id: String$
})) {
};
var ResponseCodeInterpreterCallInterpretingEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCodeInterpreterCallInterpretingEvent")({
  /**
   * The type of the event. Always `"response.code_interpreter_call.interpreting"`.
   */
  type: /* @__PURE__ */ Literal("response.code_interpreter_call.interpreting"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response for which the code
   * interpreter is interpreting code.
   */
  output_index: Int,
  /**
   * The unique identifier of the code interpreter tool call item.
   */
  item_id: String$
})) {
};
var ResponseCodeInterpreterCallCompletedEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCodeInterpreterCallCompletedEvent")({
  /**
   * The type of the event. Always `"response.code_interpreter_call.completed"`.
   */
  type: /* @__PURE__ */ Literal("response.code_interpreter_call.completed"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response for which the code interpreter
   * call is completed.
   */
  output_index: Int,
  /**
   * The unique identifier of the code interpreter tool call item.
   */
  item_id: String$
})) {
};
var ResponseCodeInterpreterCallCodeDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCodeInterpreterCallCodeDeltaEvent")({
  /**
   * The type of the event. Always `"response.code_interpreter_call_code.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.code_interpreter_call_code.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response for which the code is being
   * streamed.
   */
  output_index: Int,
  /**
   * The unique identifier of the code interpreter tool call item.
   */
  item_id: String$,
  /**
   * The partial code snippet being streamed by the code interpreter.
   */
  delta: String$
})) {
};
var ResponseCodeInterpreterCallCodeDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCodeInterpreterCallCodeDoneEvent")({
  /**
   * The type of the event. Always `"response.code_interpreter_call_code.done"`.
   */
  type: /* @__PURE__ */ Literal("response.code_interpreter_call_code.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output item in the response for which the code is finalized.
   */
  output_index: Int,
  /**
   * The unique identifier of the code interpreter tool call item.
   */
  item_id: String$,
  /**
   * The final code snippet output by the code interpreter.
   */
  code: String$
})) {
};
var ResponseCustomToolCallInputDeltaEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCustomToolCallInputDeltaEvent")({
  /**
   * The type of the event. Always `"response.custom_tool_call_input.delta"`.
   */
  type: /* @__PURE__ */ Literal("response.custom_tool_call_input.delta"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output this delta applies to.
   */
  output_index: Int,
  /**
   * Unique identifier for the API item associated with this event.
   */
  item_id: String$,
  /**
   * The incremental input data (delta) for the custom tool call.
   */
  delta: String$
})) {
};
var ResponseCustomToolCallInputDoneEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseCustomToolCallInputDoneEvent")({
  /**
   * The type of the event. Always `"response.custom_tool_call_input.done"`.
   */
  type: /* @__PURE__ */ Literal("response.custom_tool_call_input.done"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The index of the output this event applies to.
   */
  output_index: Int,
  /**
   * Unique identifier for the API item associated with this event.
   */
  item_id: String$,
  /**
   * The complete input data for the custom tool call.
   */
  input: String$
})) {
};
var ResponseErrorEvent = class extends (/* @__PURE__ */ Class("@effect/ai-openai/ResponseErrorEvent")({
  /**
   * The type of the event. Always `"error"`.
   */
  type: /* @__PURE__ */ Literal("error"),
  /**
   * The sequence number for this event.
   */
  sequence_number: Int,
  /**
   * The error code.
   */
  code: /* @__PURE__ */ optional(/* @__PURE__ */ NullOr(String$)),
  /**
   * The error message.
   */
  message: String$,
  /**
   * The error parameter.
   */
  param: /* @__PURE__ */ optional(/* @__PURE__ */ NullOr(String$))
})) {
};
var ResponseStreamEvent = /* @__PURE__ */ Union(ResponseCreatedEvent, ResponseQueuedEvent, ResponseInProgressEvent, ResponseCompletedEvent, ResponseIncompleteEvent, ResponseFailedEvent, ResponseOutputItemAddedEvent, ResponseOutputItemDoneEvent, ResponseContentPartAddedEvent, ResponseContentPartDoneEvent, ResponseOutputTextDeltaEvent, ResponseOutputTextDoneEvent, ResponseOutputTextAnnotationAddedEvent, ResponseRefusalDeltaEvent, ResponseRefusalDoneEvent, ResponseFunctionCallArgumentsDeltaEvent, ResponseFunctionCallArgumentsDoneEvent, ResponseFileSearchCallInProgressEvent, ResponseFileSearchCallSearchingEvent, ResponseFileSearchCallCompletedEvent, ResponseWebSearchCallInProgressEvent, ResponseWebSearchCallSearchingEvent, ResponseWebSearchCallCompletedEvent, ResponseReasoningSummaryPartAddedEvent, ResponseReasoningSummaryPartDoneEvent, ResponseReasoningSummaryTextDeltaEvent, ResponseReasoningSummaryTextDoneEvent, ResponseReasoningTextDeltaEvent, ResponseReasoningTextDoneEvent, ResponseImageGenerationCallInProgressEvent, ResponseImageGenerationCallGeneratingEvent, ResponseImageGenerationCallPartialImageEvent, ResponseImageGenerationCallCompletedEvent, ResponseMcpCallArgumentsDeltaEvent, ResponseMcpCallArgumentsDoneEvent, ResponseMcpCallInProgressEvent, ResponseMcpCallCompletedEvent, ResponseMcpCallFailedEvent, ResponseMcpListToolsInProgressEvent, ResponseMcpListToolsCompletedEvent, ResponseMcpListToolsFailedEvent, ResponseCodeInterpreterCallInProgressEvent, ResponseCodeInterpreterCallInterpretingEvent, ResponseCodeInterpreterCallCompletedEvent, ResponseCodeInterpreterCallCodeDeltaEvent, ResponseCodeInterpreterCallCodeDoneEvent, ResponseCustomToolCallInputDeltaEvent, ResponseCustomToolCallInputDoneEvent, ResponseErrorEvent);

// node_modules/@effect/ai-openai/dist/esm/internal/utilities.js
var finishReasonMap = {
  content_filter: "content-filter",
  function_call: "tool-calls",
  length: "length",
  max_output_tokens: "length",
  stop: "stop",
  tool_calls: "tool-calls"
};
var resolveFinishReason = (finishReason, hasToolCalls) => {
  if (isNullable(finishReason)) {
    return hasToolCalls ? "tool-calls" : "stop";
  }
  const reason = finishReasonMap[finishReason];
  if (isNullable(reason)) {
    return hasToolCalls ? "tool-calls" : "unknown";
  }
  return reason;
};

// node_modules/@effect/ai-openai/dist/esm/OpenAiTelemetry.js
var addOpenAiRequestAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.openai.request", camelToSnake);
var addOpenAiResponseAttributes = /* @__PURE__ */ addSpanAttributes("gen_ai.openai.response", camelToSnake);
var addGenAIAnnotations2 = /* @__PURE__ */ dual(2, (span, options) => {
  addGenAIAnnotations(span, options);
  if (isNotNullable(options.openai)) {
    if (isNotNullable(options.openai.request)) {
      addOpenAiRequestAttributes(span, options.openai.request);
    }
    if (isNotNullable(options.openai.response)) {
      addOpenAiResponseAttributes(span, options.openai.response);
    }
  }
});

// node_modules/@effect/ai-openai/dist/esm/OpenAiTool.js
var FileSearch = /* @__PURE__ */ providerDefined({
  id: "openai.file_search",
  toolkitName: "OpenAiFileSearch",
  providerName: "file_search",
  args: /* @__PURE__ */ omit(FileSearchTool.fields, "type"),
  success: /* @__PURE__ */ FileSearchToolCall.pipe(/* @__PURE__ */ omit2("id", "type"))
});
var WebSearch = /* @__PURE__ */ providerDefined({
  id: "openai.web_search",
  toolkitName: "OpenAiWebSearch",
  providerName: "web_search",
  args: /* @__PURE__ */ omit(WebSearchTool.fields, "type"),
  parameters: {
    action: /* @__PURE__ */ Union(WebSearchActionSearch, WebSearchActionOpenPage, WebSearchActionFind)
  },
  success: /* @__PURE__ */ Struct({
    status: WebSearchToolCallStatus
  })
});
var WebSearchPreview = /* @__PURE__ */ providerDefined({
  id: "openai.web_search_preview",
  toolkitName: "OpenAiWebSearchPreview",
  providerName: "web_search_preview",
  args: /* @__PURE__ */ omit(WebSearchPreviewTool.fields, "type"),
  parameters: {
    action: /* @__PURE__ */ Union(WebSearchActionSearch, WebSearchActionOpenPage, WebSearchActionFind)
  },
  success: /* @__PURE__ */ Struct({
    status: WebSearchToolCallStatus
  })
});
var ProviderToolNamesMap = /* @__PURE__ */ new Map([["code_interpreter", "OpenAiCodeInterpreter"], ["file_search", "OpenAiFileSearch"], ["web_search", "OpenAiWebSearch"], ["web_search_preview", "OpenAiWebSearchPreview"]]);
var getProviderDefinedToolName = (name) => ProviderToolNamesMap.get(name);

// node_modules/@effect/ai-openai/dist/esm/OpenAiLanguageModel.js
var Config = class _Config extends (/* @__PURE__ */ Tag("@effect/ai-openai/OpenAiLanguageModel/Config")()) {
  /**
   * @since 1.0.0
   */
  static getOrUndefined = /* @__PURE__ */ map(/* @__PURE__ */ context(), (context2) => context2.unsafeMap.get(_Config.key));
};
var make4 = /* @__PURE__ */ fnUntraced(function* (options) {
  const client = yield* OpenAiClient;
  const makeRequest = fnUntraced(function* (providerOptions) {
    const context2 = yield* context();
    const config = {
      model: options.model,
      ...options.config,
      ...context2.unsafeMap.get(Config.key)
    };
    const messages = yield* prepareMessages(providerOptions, config);
    const {
      toolChoice,
      tools
    } = yield* prepareTools(providerOptions, config);
    const include = prepareInclude(providerOptions, config);
    const responseFormat = prepareResponseFormat(providerOptions, config);
    const verbosity = config.text?.verbosity;
    const {
      strict: _strict,
      ...requestConfig
    } = config;
    const request = {
      ...requestConfig,
      input: messages,
      include,
      text: {
        format: responseFormat,
        verbosity
      },
      tools,
      tool_choice: toolChoice
    };
    return request;
  });
  return yield* make({
    generateText: fnUntraced(function* (options2) {
      const request = yield* makeRequest(options2);
      annotateRequest(options2.span, request);
      const rawResponse = yield* client.createResponse(request);
      annotateResponse(options2.span, rawResponse);
      return yield* makeResponse(rawResponse, options2);
    }),
    streamText: fnUntraced(function* (options2) {
      const request = yield* makeRequest(options2);
      annotateRequest(options2.span, request);
      return client.createResponseStream(request);
    }, (effect, options2) => effect.pipe(flatMap((stream) => makeStreamResponse(stream, options2)), unwrap, map2((response) => {
      annotateStreamResponse(options2.span, response);
      return response;
    })))
  });
});
var getSystemMessageMode = (model) => model.startsWith("o") || model.startsWith("gpt-5") || model.startsWith("codex-") || model.startsWith("computer-use") ? "developer" : "system";
var prepareMessages = /* @__PURE__ */ fnUntraced(function* (options, config) {
  const messages = [];
  for (const message of options.prompt.content) {
    switch (message.role) {
      case "system": {
        messages.push({
          role: getSystemMessageMode(config.model),
          content: message.content
        });
        break;
      }
      case "user": {
        const content = [];
        for (let index = 0; index < message.content.length; index++) {
          const part = message.content[index];
          switch (part.type) {
            case "text": {
              content.push({
                type: "input_text",
                text: part.text
              });
              break;
            }
            case "file": {
              if (part.mediaType.startsWith("image/")) {
                const detail = getImageDetail(part);
                const mediaType = part.mediaType === "image/*" ? "image/jpeg" : part.mediaType;
                if (typeof part.data === "string" && isFileId(part.data, config)) {
                  content.push({
                    type: "input_image",
                    file_id: part.data,
                    detail
                  });
                }
                if (part.data instanceof URL) {
                  content.push({
                    type: "input_image",
                    image_url: part.data.toString(),
                    detail
                  });
                }
                if (part.data instanceof Uint8Array) {
                  const base64 = encodeBase64(part.data);
                  const imageUrl = `data:${mediaType};base64,${base64}`;
                  content.push({
                    type: "input_image",
                    image_url: imageUrl,
                    detail
                  });
                }
              } else if (part.mediaType === "application/pdf") {
                if (typeof part.data === "string" && isFileId(part.data, config)) {
                  content.push({
                    type: "input_file",
                    file_id: part.data
                  });
                }
                if (part.data instanceof URL) {
                  content.push({
                    type: "input_file",
                    file_url: part.data.toString()
                  });
                }
                if (part.data instanceof Uint8Array) {
                  const base64 = encodeBase64(part.data);
                  const fileName = part.fileName ?? `part-${index}.pdf`;
                  const fileData = `data:application/pdf;base64,${base64}`;
                  content.push({
                    type: "input_file",
                    filename: fileName,
                    file_data: fileData
                  });
                }
              } else {
                return yield* new MalformedInput({
                  module: "OpenAiLanguageModel",
                  method: "prepareMessages",
                  description: `Detected unsupported media type for file: '${part.mediaType}'`
                });
              }
            }
          }
        }
        messages.push({
          role: "user",
          content
        });
        break;
      }
      case "assistant": {
        const reasoningMessages = {};
        for (const part of message.content) {
          switch (part.type) {
            case "text": {
              messages.push({
                role: "assistant",
                content: [{
                  type: "output_text",
                  text: part.text
                }],
                id: getItemId(part)
              });
              break;
            }
            case "reasoning": {
              const options2 = part.options.openai;
              if (isNotUndefined(options2?.itemId)) {
                const reasoningMessage = reasoningMessages[options2.itemId];
                const summaryParts = [];
                if (part.text.length > 0) {
                  summaryParts.push({
                    type: "summary_text",
                    text: part.text
                  });
                }
                if (isUndefined(reasoningMessage)) {
                  reasoningMessages[options2.itemId] = {
                    id: options2.itemId,
                    type: "reasoning",
                    summary: summaryParts,
                    encrypted_content: options2.encryptedContent
                  };
                  messages.push(reasoningMessages[options2.itemId]);
                } else {
                  for (const summaryPart of summaryParts) {
                    reasoningMessage.summary.push(summaryPart);
                  }
                }
              }
              break;
            }
            case "tool-call": {
              if (!part.providerExecuted) {
                messages.push({
                  id: getItemId(part),
                  type: "function_call",
                  call_id: part.id,
                  name: part.name,
                  arguments: JSON.stringify(part.params)
                });
              }
              break;
            }
          }
        }
        break;
      }
      case "tool": {
        for (const part of message.content) {
          messages.push({
            type: "function_call_output",
            call_id: part.id,
            output: JSON.stringify(part.result)
          });
        }
        break;
      }
    }
  }
  return messages;
});
var makeResponse = /* @__PURE__ */ fnUntraced(function* (response, options) {
  const idGenerator = yield* IdGenerator;
  const webSearchTool = options.tools.find((tool) => isProviderDefined(tool) && (tool.id === "openai.web_search" || tool.id === "openai.web_search_preview"));
  let hasToolCalls = false;
  const parts = [];
  const createdAt = new Date(response.created_at * 1e3);
  parts.push({
    type: "response-metadata",
    id: response.id,
    modelId: response.model,
    timestamp: formatIso(unsafeFromDate(createdAt))
  });
  const seenOutputIds = /* @__PURE__ */ new Set();
  for (const part of response.output) {
    if (part.id && seenOutputIds.has(part.id)) {
      continue;
    }
    if (part.id) {
      seenOutputIds.add(part.id);
    }
    switch (part.type) {
      case "message": {
        for (const contentPart of part.content) {
          switch (contentPart.type) {
            case "output_text": {
              parts.push({
                type: "text",
                text: contentPart.text,
                metadata: {
                  openai: {
                    itemId: part.id
                  }
                }
              });
              for (const annotation of contentPart.annotations) {
                if (annotation.type === "file_citation") {
                  const metadata2 = {
                    type: annotation.type,
                    index: annotation.index
                  };
                  parts.push({
                    type: "source",
                    sourceType: "document",
                    id: yield* idGenerator.generateId(),
                    mediaType: "text/plain",
                    title: annotation.filename ?? "Untitled Document",
                    metadata: {
                      openai: metadata2
                    }
                  });
                }
                if (annotation.type === "url_citation") {
                  const metadata2 = {
                    type: annotation.type,
                    startIndex: annotation.start_index,
                    endIndex: annotation.end_index
                  };
                  parts.push({
                    type: "source",
                    sourceType: "url",
                    id: yield* idGenerator.generateId(),
                    url: annotation.url,
                    title: annotation.title,
                    metadata: {
                      openai: metadata2
                    }
                  });
                }
              }
              break;
            }
            case "refusal": {
              parts.push({
                type: "text",
                text: "",
                metadata: {
                  openai: {
                    refusal: contentPart.refusal
                  }
                }
              });
              break;
            }
          }
        }
        break;
      }
      case "function_call": {
        hasToolCalls = true;
        const toolName = part.name;
        const toolParams = part.arguments;
        const params = yield* try_({
          try: () => unsafeSecureJsonParse(toolParams),
          catch: (cause) => new MalformedOutput({
            module: "OpenAiLanguageModel",
            method: "makeResponse",
            description: `Failed to securely parse tool call parameters for tool '${toolName}':
Parameters: ${toolParams}`,
            cause
          })
        });
        parts.push({
          type: "tool-call",
          id: part.call_id,
          name: toolName,
          params,
          metadata: {
            openai: {
              itemId: part.id
            }
          }
        });
        break;
      }
      case "code_interpreter_call": {
        parts.push({
          type: "tool-call",
          id: part.id,
          name: "OpenAiCodeInterpreter",
          params: {
            code: part.code,
            container_id: part.container_id
          },
          providerName: "code_interpreter",
          providerExecuted: true
        });
        parts.push({
          type: "tool-result",
          id: part.id,
          name: "OpenAiCodeInterpreter",
          isFailure: false,
          result: part.outputs,
          providerName: "code_interpreter",
          providerExecuted: true
        });
        break;
      }
      case "file_search_call": {
        parts.push({
          type: "tool-call",
          id: part.id,
          name: "OpenAiFileSearch",
          params: {},
          providerName: "file_search",
          providerExecuted: true
        });
        parts.push({
          type: "tool-result",
          id: part.id,
          name: "OpenAiFileSearch",
          isFailure: false,
          result: {
            status: part.status,
            queries: part.queries,
            ...part.results && {
              results: part.results
            }
          },
          providerName: "file_search",
          providerExecuted: true
        });
        break;
      }
      case "web_search_call": {
        parts.push({
          type: "tool-call",
          id: part.id,
          name: webSearchTool?.name ?? "OpenAiWebSearch",
          params: {
            action: part.action
          },
          providerName: webSearchTool?.providerName ?? "web_search",
          providerExecuted: true
        });
        parts.push({
          type: "tool-result",
          id: part.id,
          name: webSearchTool?.name ?? "OpenAiWebSearch",
          isFailure: false,
          result: {
            status: part.status
          },
          providerName: webSearchTool?.providerName ?? "web_search",
          providerExecuted: true
        });
        break;
      }
      // TODO(Max): support computer use
      // case "computer_call": {
      //   parts.push({
      //     type: "tool-call",
      //     id: part.id,
      //     name: "OpenAiComputerUse",
      //     params: { action: part.action },
      //     providerName: webSearchTool?.providerName ?? "web_search",
      //     providerExecuted: true
      //   })
      //
      //   parts.push({
      //     type: "tool-result",
      //     id: part.id,
      //     name: webSearchTool?.name ?? "OpenAiWebSearch",
      //     result: { status: part.status },
      //     providerName: webSearchTool?.providerName ?? "web_search",
      //     providerExecuted: true
      //   })
      //   break
      // }
      case "reasoning": {
        if (part.summary.length === 0) {
          parts.push({
            type: "reasoning",
            text: "",
            metadata: {
              openai: {
                itemId: part.id
              }
            }
          });
        } else {
          for (const summary of part.summary) {
            const metadata2 = {
              itemId: part.id,
              encryptedContent: part.encrypted_content ?? void 0
            };
            parts.push({
              type: "reasoning",
              text: summary.text,
              metadata: {
                openai: metadata2
              }
            });
          }
        }
        break;
      }
    }
  }
  const finishReason = resolveFinishReason(response.incomplete_details?.reason, hasToolCalls);
  const metadata = {
    serviceTier: response.service_tier
  };
  parts.push({
    type: "finish",
    reason: finishReason,
    usage: {
      inputTokens: response.usage?.input_tokens,
      outputTokens: response.usage?.output_tokens,
      totalTokens: (response.usage?.input_tokens ?? 0) + (response.usage?.output_tokens ?? 0),
      reasoningTokens: response.usage?.output_tokens_details?.reasoning_tokens,
      cachedInputTokens: response.usage?.input_tokens_details?.cached_tokens
    },
    metadata: {
      openai: metadata
    }
  });
  return parts;
});
var makeStreamResponse = /* @__PURE__ */ fnUntraced(function* (stream, options) {
  const idGenerator = yield* IdGenerator;
  let hasToolCalls = false;
  const activeReasoning = {};
  const activeToolCalls = {};
  const webSearchTool = options.tools.find((tool) => isProviderDefined(tool) && (tool.id === "openai.web_search" || tool.id === "openai.web_search_preview"));
  return stream.pipe(mapEffect(fnUntraced(function* (event) {
    const parts = [];
    switch (event.type) {
      case "response.created": {
        const createdAt = new Date(event.response.created_at * 1e3);
        parts.push({
          type: "response-metadata",
          id: event.response.id,
          modelId: event.response.model,
          timestamp: formatIso(unsafeFromDate(createdAt))
        });
        break;
      }
      case "error": {
        parts.push({
          type: "error",
          error: event
        });
        break;
      }
      case "response.completed":
      case "response.incomplete":
      case "response.failed": {
        parts.push({
          type: "finish",
          reason: resolveFinishReason(event.response.incomplete_details?.reason, hasToolCalls),
          usage: {
            inputTokens: event.response.usage?.input_tokens,
            outputTokens: event.response.usage?.output_tokens,
            totalTokens: (event.response.usage?.input_tokens ?? 0) + (event.response.usage?.output_tokens ?? 0),
            reasoningTokens: event.response.usage?.output_tokens_details?.reasoning_tokens,
            cachedInputTokens: event.response.usage?.input_tokens_details?.cached_tokens
          },
          metadata: {
            openai: {
              serviceTier: event.response.service_tier
            }
          }
        });
        break;
      }
      case "response.output_item.added": {
        switch (event.item.type) {
          case "computer_call": {
            break;
          }
          case "file_search_call": {
            activeToolCalls[event.output_index] = {
              id: event.item.id,
              name: "OpenAiFileSearch"
            };
            parts.push({
              type: "tool-params-start",
              id: event.item.id,
              name: "OpenAiFileSearch",
              providerName: "file_search",
              providerExecuted: true
            });
            break;
          }
          case "function_call": {
            activeToolCalls[event.output_index] = {
              id: event.item.call_id,
              name: event.item.name
            };
            parts.push({
              type: "tool-params-start",
              id: event.item.call_id,
              name: event.item.name
            });
            break;
          }
          case "message": {
            parts.push({
              type: "text-start",
              id: event.item.id,
              metadata: {
                openai: {
                  itemId: event.item.id
                }
              }
            });
            break;
          }
          case "reasoning": {
            activeReasoning[event.item.id] = {
              summaryParts: [0],
              encryptedContent: event.item.encrypted_content
            };
            parts.push({
              type: "reasoning-start",
              id: `${event.item.id}:0`,
              metadata: {
                openai: {
                  itemId: event.item.id,
                  encryptedContent: event.item.encrypted_content
                }
              }
            });
            break;
          }
          case "web_search_call": {
            activeToolCalls[event.output_index] = {
              id: event.item.id,
              name: webSearchTool?.name ?? "OpenAiWebSearch"
            };
            parts.push({
              type: "tool-params-start",
              id: event.item.id,
              name: webSearchTool?.name ?? "OpenAiWebSearch",
              providerName: webSearchTool?.providerName ?? "web_search",
              providerExecuted: true
            });
            break;
          }
        }
        break;
      }
      case "response.output_item.done": {
        switch (event.item.type) {
          case "code_interpreter_call": {
            parts.push({
              type: "tool-call",
              id: event.item.id,
              name: "OpenAiCodeInterpreter",
              params: {
                code: event.item.code,
                container_id: event.item.container_id
              },
              providerName: "code_interpreter",
              providerExecuted: true
            });
            parts.push({
              type: "tool-result",
              id: event.item.id,
              name: "OpenAiCodeInterpreter",
              isFailure: false,
              result: {
                outputs: event.item.outputs
              },
              providerName: "code_interpreter",
              providerExecuted: true
            });
            break;
          }
          // TODO(Max): support computer use
          case "computer_call": {
            break;
          }
          case "file_search_call": {
            delete activeToolCalls[event.output_index];
            parts.push({
              type: "tool-params-end",
              id: event.item.id
            });
            parts.push({
              type: "tool-call",
              id: event.item.id,
              name: "OpenAiFileSearch",
              params: {},
              providerName: "file_search",
              providerExecuted: true
            });
            parts.push({
              type: "tool-result",
              id: event.item.id,
              name: "OpenAiFileSearch",
              isFailure: false,
              result: {
                status: event.item.status,
                queries: event.item.queries,
                ...event.item.results && {
                  results: event.item.results
                }
              },
              providerName: "file_search",
              providerExecuted: true
            });
            break;
          }
          case "function_call": {
            hasToolCalls = true;
            const toolName = event.item.name;
            const toolParams = event.item.arguments;
            const params = yield* try_({
              try: () => unsafeSecureJsonParse(toolParams),
              catch: (cause) => new MalformedOutput({
                module: "OpenAiLanguageModel",
                method: "makeStreamResponse",
                description: `Failed to securely parse tool call parameters for tool '${toolName}':
Parameters: ${toolParams}`,
                cause
              })
            });
            parts.push({
              type: "tool-params-end",
              id: event.item.call_id
            });
            parts.push({
              type: "tool-call",
              id: event.item.call_id,
              name: toolName,
              params,
              metadata: {
                openai: {
                  itemId: event.item.id
                }
              }
            });
            delete activeToolCalls[event.output_index];
            break;
          }
          case "message": {
            parts.push({
              type: "text-end",
              id: event.item.id
            });
            break;
          }
          case "reasoning": {
            const reasoningPart = activeReasoning[event.item.id];
            for (const summaryIndex of reasoningPart.summaryParts) {
              parts.push({
                type: "reasoning-end",
                id: `${event.item.id}:${summaryIndex}`,
                metadata: {
                  openai: {
                    itemId: event.item.id,
                    encryptedContent: event.item.encrypted_content
                  }
                }
              });
            }
            delete activeReasoning[event.item.id];
            break;
          }
          case "web_search_call": {
            delete activeToolCalls[event.output_index];
            parts.push({
              type: "tool-params-end",
              id: event.item.id
            });
            parts.push({
              type: "tool-call",
              id: event.item.id,
              name: "OpenAiWebSearch",
              params: {
                action: event.item.action
              },
              providerName: "web_search",
              providerExecuted: true
            });
            parts.push({
              type: "tool-result",
              id: event.item.id,
              name: "OpenAiWebSearch",
              isFailure: false,
              result: {
                status: event.item.status
              },
              providerName: "web_search",
              providerExecuted: true
            });
            break;
          }
        }
        break;
      }
      case "response.output_text.delta": {
        parts.push({
          type: "text-delta",
          id: event.item_id,
          delta: event.delta
        });
        break;
      }
      case "response.output_text.annotation.added": {
        if (event.annotation.type === "file_citation") {
          parts.push({
            type: "source",
            sourceType: "document",
            id: yield* idGenerator.generateId(),
            mediaType: "text/plain",
            title: event.annotation.filename ?? "Untitled Document",
            fileName: event.annotation.filename ?? event.annotation.file_id
          });
        }
        if (event.annotation.type === "url_citation") {
          parts.push({
            type: "source",
            sourceType: "url",
            id: yield* idGenerator.generateId(),
            url: event.annotation.url,
            title: event.annotation.title
          });
        }
        break;
      }
      case "response.function_call_arguments.delta": {
        const toolCallPart = activeToolCalls[event.output_index];
        if (isNotUndefined(toolCallPart)) {
          parts.push({
            type: "tool-params-delta",
            id: toolCallPart.id,
            delta: event.delta
          });
        }
        break;
      }
      case "response.reasoning_summary_part.added": {
        if (event.summary_index > 0) {
          const reasoningPart = activeReasoning[event.item_id];
          if (isNotUndefined(reasoningPart)) {
            reasoningPart.summaryParts.push(event.summary_index);
          }
          parts.push({
            type: "reasoning-start",
            id: `${event.item_id}:${event.summary_index}`,
            metadata: {
              openai: {
                itemId: event.item_id,
                encryptedContent: reasoningPart?.encryptedContent
              }
            }
          });
        }
        break;
      }
      case "response.reasoning_summary_text.delta": {
        parts.push({
          type: "reasoning-delta",
          id: `${event.item_id}:${event.summary_index}`,
          delta: event.delta,
          metadata: {
            openai: {
              itemId: event.item_id
            }
          }
        });
        break;
      }
    }
    return parts;
  })), flattenIterables);
});
var annotateRequest = (span, request) => {
  addGenAIAnnotations2(span, {
    system: "openai",
    operation: {
      name: "chat"
    },
    request: {
      model: request.model,
      temperature: request.temperature,
      topP: request.top_p,
      maxTokens: request.max_output_tokens
    },
    openai: {
      request: {
        responseFormat: request.text?.format?.type,
        serviceTier: request.service_tier
      }
    }
  });
};
var annotateResponse = (span, response) => {
  const finishReason = response.incomplete_details?.reason;
  addGenAIAnnotations2(span, {
    response: {
      id: response.id,
      model: response.model,
      finishReasons: isNotUndefined(finishReason) ? [finishReason] : void 0
    },
    usage: {
      inputTokens: response.usage?.input_tokens,
      outputTokens: response.usage?.output_tokens
    },
    openai: {
      response: {
        serviceTier: response.service_tier
      }
    }
  });
};
var annotateStreamResponse = (span, part) => {
  if (part.type === "response-metadata") {
    addGenAIAnnotations2(span, {
      response: {
        id: part.id,
        model: part.modelId
      }
    });
  }
  if (part.type === "finish") {
    const serviceTier = part.metadata?.openai?.serviceTier;
    addGenAIAnnotations2(span, {
      response: {
        finishReasons: [part.reason]
      },
      usage: {
        inputTokens: part.usage.inputTokens,
        outputTokens: part.usage.outputTokens
      },
      openai: {
        response: {
          serviceTier
        }
      }
    });
  }
};
var prepareTools = /* @__PURE__ */ fnUntraced(function* (options, config) {
  if (options.tools.length === 0) {
    return {
      tools: void 0,
      toolChoice: void 0
    };
  }
  const tools = [];
  let toolChoice = void 0;
  let allowedTools = options.tools;
  if (typeof options.toolChoice === "object" && "oneOf" in options.toolChoice) {
    const allowedToolNames = new Set(options.toolChoice.oneOf);
    allowedTools = options.tools.filter((tool) => allowedToolNames.has(tool.name));
    toolChoice = options.toolChoice.mode === "required" ? "required" : "auto";
  }
  for (const tool of allowedTools) {
    if (isUserDefined(tool)) {
      tools.push({
        type: "function",
        name: tool.name,
        description: getDescription(tool),
        parameters: getJsonSchema(tool),
        strict: config.strict ?? true
      });
    }
    if (isProviderDefined(tool)) {
      switch (tool.id) {
        case "openai.code_interpreter": {
          tools.push({
            ...tool.args,
            type: "code_interpreter"
          });
          break;
        }
        case "openai.file_search": {
          tools.push({
            ...tool.args,
            type: "file_search"
          });
          break;
        }
        case "openai.web_search": {
          tools.push({
            ...tool.args,
            type: "web_search"
          });
          break;
        }
        case "openai.web_search_preview": {
          tools.push({
            ...tool.args,
            type: "web_search_preview"
          });
          break;
        }
        default: {
          return yield* new MalformedInput({
            module: "AnthropicLanguageModel",
            method: "prepareTools",
            description: `Received request to call unknown provider-defined tool '${tool.name}'`
          });
        }
      }
    }
  }
  if (options.toolChoice === "auto" || options.toolChoice === "none" || options.toolChoice === "required") {
    toolChoice = options.toolChoice;
  }
  if (typeof options.toolChoice === "object" && "tool" in options.toolChoice) {
    toolChoice = isUndefined(getProviderDefinedToolName(options.toolChoice.tool)) ? {
      type: "function",
      name: options.toolChoice.tool
    } : {
      type: options.toolChoice.tool
    };
  }
  return {
    tools,
    toolChoice
  };
});
var isFileId = (data, config) => isNotUndefined(config.fileIdPrefixes) && config.fileIdPrefixes.some((prefix) => data.startsWith(prefix));
var getItemId = (part) => part.options.openai?.itemId;
var getImageDetail = (part) => part.options.openai?.imageDetail ?? "auto";
var prepareInclude = (options, config) => {
  const include = new Set(config.include ?? []);
  const codeInterpreterTool = options.tools.find((tool) => isProviderDefined(tool) && tool.id === "openai.code_interpreter");
  if (isNotUndefined(codeInterpreterTool)) {
    include.add("code_interpreter_call.outputs");
  }
  const webSearchTool = options.tools.find((tool) => isProviderDefined(tool) && (tool.id === "openai.web_search" || tool.id === "openai.web_search_preview"));
  if (isNotUndefined(webSearchTool)) {
    include.add("web_search_call.action.sources");
  }
  return Array.from(include);
};
var prepareResponseFormat = (options, config) => {
  if (options.responseFormat.type === "json") {
    const name = options.responseFormat.objectName;
    const schema = options.responseFormat.schema;
    return {
      type: "json_schema",
      name,
      description: getDescriptionFromSchemaAst(schema.ast) ?? "Response with a JSON object",
      schema: getJsonSchemaFromSchemaAst(schema.ast),
      strict: config.strict ?? true
    };
  }
  return {
    type: "text"
  };
};

// src/services/ModelOpenAi.ts
var ExtraHigh = class extends Context_exports.Tag("arbor/ModelOpenAi/ExtraHigh")() {
};
var withExtraHighEffort = rewriteJsonBody(
  (body) => isObject(body.reasoning) ? { ...body, reasoning: { ...body.reasoning, effort: "xhigh" } } : body
);
var functionOutput = (output) => {
  const content = toolResultContent(output);
  if (content === void 0) return output;
  if (content.images.length === 0) return content.text;
  return [
    { type: "input_text", text: content.text },
    ...content.images.map((image) => ({ type: "input_image", image_url: `data:${image.mimeType};base64,${image.data}`, detail: "auto" }))
  ];
};
var rewriteToolOutputs = rewriteJsonBody(
  (body) => Array.isArray(body.input) ? {
    ...body,
    input: body.input.map(
      (item) => isObject(item) && item.type === "function_call_output" ? { ...item, output: functionOutput(item.output) ?? "" } : item
    )
  } : body
);
var layerOpenAi = (options) => Layer_exports.scoped(
  Model,
  Effect_exports.gen(function* () {
    const client = yield* make3({
      apiKey: Redacted_exports.make(options.apiKey),
      apiUrl: options.baseUrl?.replace(/\/+$/, ""),
      transformClient: mapRequestEffect(
        (request) => Effect_exports.map(Effect_exports.serviceOption(ExtraHigh), (xhigh) => {
          const rewritten = setHeaders(rewriteToolOutputs(request), options.headers ?? {});
          return Option_exports.isSome(xhigh) ? withExtraHighEffort(rewritten) : rewritten;
        })
      )
    });
    const languageModel = yield* make4({ model: options.modelId }).pipe(
      Effect_exports.provideService(OpenAiClient, client)
    );
    const info = options.info ?? infoFor("openai", options.modelId, "openai-responses");
    const config = (request) => {
      const wanted = reasoningEffort(request.thinkingLevel, info);
      const reasoning = wanted === "xhigh" ? "high" : wanted;
      const base = { strict: false, store: false, max_output_tokens: request.maxTokens ?? info.maxTokens };
      return info.reasoning && reasoning !== void 0 ? { ...base, reasoning: { effort: reasoning, summary: "auto" } } : base;
    };
    return fromLanguageModel({
      info,
      languageModel,
      configure: (request) => (stream) => {
        const configured = Stream_exports.provideService(stream, Config, config(request));
        return info.reasoning && reasoningEffort(request.thinkingLevel, info) === "xhigh" ? Stream_exports.provideService(configured, ExtraHigh, true) : configured;
      },
      counts: countsWithCachedInput
    });
  })
);
export {
  layerOpenAi
};
//# sourceMappingURL=ModelOpenAi-3JGSXEGH.js.map
