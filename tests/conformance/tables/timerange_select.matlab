MATLAB documentation, https://www.mathworks.com/help/matlab/ref/timerange.html: timerange(start, end) selects start <= t < end; 'closed' includes both ends; times and date text subscript rows.
