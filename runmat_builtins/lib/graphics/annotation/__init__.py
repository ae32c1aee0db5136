"""Labels and decorations: title, xlabel, legend, text, annotation; axes appearance:
axis, xlim/ylim/zlim, grid, box, view; color: colormap, colorbar."""
