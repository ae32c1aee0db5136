MATLAB documentation, https://www.mathworks.com/help/matlab/ref/timetable.retime.html: retime 'monthly' bins start on the first of each month.
