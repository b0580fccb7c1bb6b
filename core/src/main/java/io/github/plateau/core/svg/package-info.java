/**
 * SVG diagrams of positions: {@link io.github.plateau.core.svg.SvgOptions} (size, orientation,
 * coordinates, last move, marked squares, arrows, clickable squares), the same for every game,
 * {@link io.github.plateau.core.svg.SvgCanvas}, which writes well-formed, stable SVG for each
 * game's renderer and draws the marks every game draws alike on a square's {@link
 * io.github.plateau.core.svg.Box}, and {@link io.github.plateau.core.svg.Drawing}, a game's
 * renderer, the squares a person clicks for a move and the pieces a person turns ({@link
 * io.github.plateau.core.svg.Heading}), given by {@link io.github.plateau.core.Game#drawing()}.
 */
package io.github.plateau.core.svg;
