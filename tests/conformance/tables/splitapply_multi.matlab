MATLAB documentation, https://www.mathworks.com/help/matlab/ref/splitapply.html: splitapply on a table passes each variable as an argument; several outputs; a cell output keeps non-scalar results.
