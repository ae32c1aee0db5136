"""Statistics: cov, corrcoef, quantile/prctile, moving-window statistics, normalize/rescale/
zscore, bounds/range/mad/skewness/kurtosis, and the histogram counters histc and hist."""
