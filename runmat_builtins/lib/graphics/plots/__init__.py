"""Plotting functions: lines (plot, stairs, stem, errorbar, area, fill), markers (scatter),
bars (bar, barh, histogram) and gridded data (surf, mesh, contour, imagesc, image)."""
