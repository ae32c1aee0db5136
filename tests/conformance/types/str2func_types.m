% class of conversions to and from text
class(num2str(5))
class(str2double('5'))
class(str2num('[1 2]'))
class(int2str(5))
