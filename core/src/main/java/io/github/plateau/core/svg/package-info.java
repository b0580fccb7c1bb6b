/**
 * SVG diagrams of positions: {@link io.github.plateau.core.svg.SvgOptions} (size, orientation,
 * coordinates, last move, marked squares, arrows), the same for every game, and {@link
 * io.github.plateau.core.svg.SvgCanvas}, which writes well-formed, stable SVG for each game's
 * renderer.
 */
package io.github.plateau.core.svg;
