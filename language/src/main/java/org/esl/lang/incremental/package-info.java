/**
 * Incremental parsing and linking: what keeps a big spec cheap to bring up to date while it is edited
 * (docs/language-server.md, "Static diagnostics while typing"; figures in docs/benchmarks.md, language server
 * latency). A spec open in the language server is not loaded again from its text on each change; its resource
 * is brought to the new text in place, in these steps:
 * <ol>
 * <li><b>The region.</b> The server's build ({@link org.esl.lang.incremental.XtextAdapter.InPlaceUpdatingBuilder})
 * hands the editor's new text to the resource, which replaces only the span between the common start and the
 * common end of the old and the new text ({@link org.esl.lang.incremental.ChangedRegion}).</li>
 * <li><b>The part of the tree parsed again.</b> Xtext's partial parser re-parses the smallest node around the
 * region that its grammar rule can parse alone. When that part does not parse cleanly or the change touches two
 * declarations, Xtext would parse the whole file; here the declarations around the change are parsed again
 * instead and spliced into the old parse ({@link org.esl.lang.incremental.DeclarationReparser}), which is sound
 * because the parser is in the same state at the start of every declaration, tells where one starts from its
 * keyword alone ({@link org.esl.lang.incremental.DeclarationKeywords}) and after an error skips to the next one.
 * The whole text is parsed only when the checks at both ends of the re-parsed stretch fail. After a parse with
 * syntax errors this step comes first (Xtext would widen its part to every error of the file), and a splice lists
 * the file's syntax errors rather than walking the tree for them.</li>
 * <li><b>The replaced objects.</b> A replaced tree becomes proxies to the paths its objects had, computed in one
 * walk ({@link org.esl.lang.incremental.PathsFirstUnloader}, {@link org.esl.lang.incremental.ObjectPaths}), so that
 * references from the rest of the file find the new objects at the same paths.</li>
 * <li><b>Linking.</b> When the declarations the change touched still declare the same names, of the same kinds, in
 * the same places, only they are linked again ({@link org.esl.lang.incremental.EditedMembers}); otherwise (a
 * declaration renamed, added or removed, an {@code import} or {@code tools from} edited) the whole file is. The names
 * the references are looked up in are then kept too, with the relinked declarations described again
 * ({@link org.esl.lang.incremental.FileNames}), where Xtext would walk the whole file for them, and so is the file's
 * description in the index ({@link org.esl.lang.incremental.XtextAdapter.KeptExportsIndexer}). The lazy
 * references of one parse are resolved in one walk, and a resolved reference looks for an old diagnostic to remove
 * only where there is one.</li>
 * <li><b>Validation.</b> Only the members whose diagnostics the change can alter are checked again: those it
 * touched, those that refer to them, those whose declarations became used or unused, and those whose checks read
 * files or other members by name; the others keep their diagnostics, placed again in the new text
 * ({@link org.esl.lang.incremental.MemberDiagnostics}).</li>
 * </ol>
 * <p>
 * <b>The contract</b>, for every front end (the command line uses the same resource, parser and linker; only the
 * language server, which the editors' clients run, edits in place): after any edit, the resource is what a fresh load of its
 * text gives, the same parse tree (every node's grammar element, place and syntax error), model, issues and
 * target of every reference. {@code IncrementalRelinkingTest.assertSameAsFreshLoad} checks exactly that, after
 * hundreds of random edits of every example and after each kind of edit above; a change to this package is
 * correct when it passes.
 * <p>
 * <b>Xtext's internals</b> (protected hooks, {@code impl} and {@code Internal} classes, the node model's setters
 * reached by reflection) are used in one file, {@link org.esl.lang.incremental.XtextAdapter}, whose nested classes
 * are what the Guice bindings ({@code EslRuntimeModule}, the server's {@code EslServerModule}) name. The other
 * classes here use Xtext's public API only, so an Xtext upgrade that changes an internal breaks the adapter alone.
 */
package org.esl.lang.incremental;
