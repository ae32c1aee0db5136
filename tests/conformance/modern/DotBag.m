classdef DotBag < matlab.mixin.indexing.RedefinesDot
    properties (Access = private)
        Data = struct()
    end
    properties
        Owner = 'nobody'
    end
    methods (Access = protected)
        function varargout = dotReference(obj, indexOp)
            fprintf('dotReference %s\n', indexOp(1).Name);
            [varargout{1:nargout}] = obj.Data.(indexOp);
        end
        function obj = dotAssign(obj, indexOp, varargin)
            fprintf('dotAssign %s\n', indexOp(1).Name);
            obj.Data.(indexOp) = varargin{1};
        end
        function n = dotListLength(obj, indexOp, indexContext)
            n = 1;
        end
    end
    methods
        function n = count(obj)
            n = numel(fieldnames(obj.Data));
        end
    end
end
