MATLAB documentation, https://www.mathworks.com/help/matlab/ref/readmatrix.html: readmatrix with 'Delimiter' of several characters or whitespace, and 'NumHeaderLines'.
