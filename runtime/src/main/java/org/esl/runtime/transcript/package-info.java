/**
 * Reading transcripts: OpenAI chat-completions messages (one JSON object per {@code .json} file, one per
 * line in a streamed {@code .jsonl} file) turned into the numbered steps that properties are checked on,
 * with the facts and claims a file carries. Atoms and formulas stay text here; the language module
 * parses them.
 */
package org.esl.runtime.transcript;
