"""Writing figures to image files (saveas, print, exportgraphics) and showing them (drawnow, shg)."""
