/**
 * The text machinery shared by the record formats of every game: {@link
 * io.github.plateau.core.text.Encodings byte decoding} with a list of candidate charsets, a {@link
 * io.github.plateau.core.text.LineReader line reader} for the line formats (CSA, KIF, KI2) and a
 * {@link io.github.plateau.core.text.PgnTokenizer tokenizer} for the PGN family (PGN, PDN).
 *
 * <p>Each format's reader in its game module turns these into an {@link
 * io.github.plateau.core.AnnotatedRecord}; problems are reported as a {@link
 * io.github.plateau.core.NotationException} with its line, column and ply.
 */
package io.github.plateau.core.text;
