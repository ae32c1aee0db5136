MATLAB documentation, fillmissing (https://www.mathworks.com/help/matlab/ref/fillmissing.html): 'SamplePoints' gives the locations of the data for interpolation.
