/** vnu-jar: the path of the W3C Nu HTML checker's jar (run with `java -jar`). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
