// `import text from './file.js?raw'` yields the file's text (plugins/source-import).
declare module '*?raw' {
  const source: string;
  export default source;
}
