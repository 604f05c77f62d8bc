/**
 * Jest's Node environment, with the test files' global object an ordinary one. Jest hands Node a
 * proxy to make the global of each file's context; Node then routes every read of a global
 * (`Object`, `Math`, `Buffer`, …) through a C++ interceptor and that proxy, several times slower
 * than a plain global read. Code that reads globals in a hot loop (drizzle's `is`, PGlite's wire
 * protocol, the apps' routes) spent a third of a server test's time there. A context made with
 * `vm.constants.DONT_CONTEXTIFY` (Node 22.8+) has a plain global: the same globals, read at
 * Node's own speed. What Jest loses is its tally of the globals a test file sets, which it uses to
 * empty them at the end of the file; the file's whole context is dropped then anyway.
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

class PlainGlobalEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    // The base class makes its context with vm.createContext(proxy) in its constructor.
    vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = PlainGlobalEnvironment;
