// jsdom with the web platform globals Node has and jsdom lacks: react-router's data routers
// build a Request (with an AbortSignal) on every navigation, and import TextEncoder.
// AbortController/AbortSignal come from Node too, or Node's Request rejects jsdom's signal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithNodeWebGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (name === 'AbortController' || name === 'AbortSignal' || typeof this.global[name] === 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithNodeWebGlobals;
