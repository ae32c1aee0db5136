% date strings from fixed serial dates
datestr(datenum(2020, 1, 15))
datestr(datenum(2021, 12, 31, 23, 59, 58))
datenum(2000, 1, 1)
