MATLAB documentation: histcounts, bins [e(k), e(k+1)) with the last bin closed on both sides.
