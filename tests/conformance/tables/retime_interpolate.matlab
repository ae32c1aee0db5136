MATLAB documentation, https://www.mathworks.com/help/matlab/ref/timetable.retime.html: retime to new times with 'linear', 'previous', 'nearest' and 'fillwithmissing'.
