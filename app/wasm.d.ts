declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** Binary assets (fonts for the PDF reports) are imported as their bytes. */
declare module "*.bin" {
  const bytes: ArrayBuffer;
  export default bytes;
}
