/**
 * node-forge (passkit-generator signs every Apple pass with it) chooses its big-integer multiply
 * by sniffing `navigator`. Node has one since version 21, so forge takes a browser's variant,
 * whose inner loop reads the global `Math` at every step: cheap in Node, but some 30 times slower
 * in Jest's sandbox, where every global read goes through the sandbox (1.4 s a signature instead
 * of 50 ms). Under Jest it takes the variant it takes on a Node without `navigator`: the same
 * exact arithmetic, with no global in the loop. The running server is left as it is.
 */
const SNIFF = "if(typeof(navigator) === 'undefined')";

module.exports = {
  process(source, filename) {
    // A forge that changed the test fails here, not silently slow.
    if (!source.includes(SNIFF)) throw new Error(`${filename}: forge no longer sniffs navigator this way; update ${__filename}`);
    return { code: source.replace(SNIFF, 'if(true)') };
  },
  getCacheKey(source, filename) {
    return require('crypto').createHash('sha1').update('forge-jsbn-v1').update(filename).update(source).digest('hex');
  },
};
