MATLAB documentation, https://www.mathworks.com/help/matlab/ref/readtable.html: 'TreatAsMissing' texts read as NaN in numeric columns (and '' in text columns).
