/** A .wasm file of the build: its address (webpack's asset rule, webpack/app-config.cjs). */
declare module '*.wasm' {
  const url: string;
  export default url;
}
